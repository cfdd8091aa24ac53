import type { TOnboardingStep } from '#src/stores/onboarding';

/** Engagement §4: after the daily bonus claim, the next step comes 60 ms after BONUS_CLAIMING. */
export const BONUS_CLAIMING_MS = 60;

/** What the tutorial does to the page around it; the feature passes the real stores. */
export interface TOnboardingFlowDeps {
  setStep: (step: TOnboardingStep | null) => void;
  setCoinType: (coinType: 'GC' | 'SC') => void;
  setSideMenuOpen: (isOpen: boolean) => void;
  closeDialogs: () => void;
  /** True when the daily bonus is claimable and its current day is 0 (a first claim). */
  readIsDailyBonusFirstClaim: () => Promise<boolean>;
  /** Opens the Daily Bonus dialog; resolves when it has left the portal. */
  showDailyBonus: (onClaimed: () => void) => Promise<void>;
  closePortal: () => void;
  /** Saves isOnboardingCompleted and sends onboarding_finished. */
  complete: () => void;
}

/**
 * The tutorial's steps and buttons (engagement §4): SOCIAL_COIN (GREAT switches to GC) →
 * SWEEP_COIN, shown in SC (AWESOME opens the side menu at Redeem) → REDEEM (GOT IT switches to GC and points
 * at Rewards) → REWARDS (EXCITING! closes the menu and dialogs, then the daily bonus when it is a
 * first claim, else START_GAME) → DAILY_BONUS → BONUS_CLAIMING → START_GAME. `finish` ends it.
 * `run` resolves when the tutorial has ended, the way the feature manager waits for a feature.
 */
export function createOnboardingFlow(deps: TOnboardingFlowDeps) {
  let step: TOnboardingStep | null = null;
  let resolveRun: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isLeavingRewards = false;

  function go(next: TOnboardingStep | null) {
    step = next;
    deps.setStep(next);
  }

  function end() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    go(null);
    resolveRun?.();
    resolveRun = null;
  }

  /** The step now, read afresh after an await (the dialog's callbacks move it meanwhile). */
  function currentStep() {
    return step;
  }

  async function afterRewards() {
    const isFirstClaim = await deps.readIsDailyBonusFirstClaim().catch(() => false);
    isLeavingRewards = false;
    if (step !== 'REWARDS') return;
    if (!isFirstClaim) {
      go('START_GAME');
      return;
    }
    go('DAILY_BONUS');
    await deps.showDailyBonus(() => {
      if (step !== 'DAILY_BONUS') return;
      go('BONUS_CLAIMING');
      timer = setTimeout(() => {
        timer = null;
        go('START_GAME');
        deps.closePortal();
      }, BONUS_CLAIMING_MS);
    });
    // Closed without a claim: the tutorial goes on to the game. (Read again: the claim moved it.)
    if (currentStep() === 'DAILY_BONUS') go('START_GAME');
  }

  return {
    get step() {
      return step;
    },
    run(): Promise<void> {
      go('SOCIAL_COIN');
      return new Promise((resolve) => {
        resolveRun = resolve;
      });
    },
    /** The current tip's button. */
    next(): void {
      switch (step) {
        case 'SOCIAL_COIN':
          deps.setCoinType('GC');
          // The sweep coin tip shows the page in SC; GOT IT brings GC back (decision 117).
          deps.setCoinType('SC');
          go('SWEEP_COIN');
          return;
        case 'SWEEP_COIN':
          deps.setSideMenuOpen(true);
          go('REDEEM');
          return;
        case 'REDEEM':
          deps.setCoinType('GC');
          go('REWARDS');
          return;
        case 'REWARDS':
          if (isLeavingRewards) return;
          isLeavingRewards = true;
          deps.setSideMenuOpen(false);
          deps.closeDialogs();
          void afterRewards();
          return;
        case 'START_GAME':
          this.finish();
          return;
        case 'DAILY_BONUS':
        case 'BONUS_CLAIMING':
        case null:
          return;
      }
    },
    /** START_GAME's click (PLAY NOW or the game itself): completes the tutorial once. */
    finish(): void {
      if (step !== 'START_GAME') return;
      deps.complete();
      end();
    },
    /** Logout or unmount: the tutorial stops without being completed. */
    stop: end,
  };
}
export type TOnboardingFlow = ReturnType<typeof createOnboardingFlow>;
