import { create } from 'zustand';

/**
 * Engagement §4 onboarding steps as the tutorial runs them (decision 117): the two coin tips,
 * the two side-menu tips, the daily bonus and its claim, then the game to start.
 */
export type TOnboardingStep =
  | 'SOCIAL_COIN'
  | 'SWEEP_COIN'
  | 'REDEEM'
  | 'REWARDS'
  | 'DAILY_BONUS'
  | 'BONUS_CLAIMING'
  | 'START_GAME';

/** The menu-action steps: their tips point inside the side menu, which must stay open. */
const MENU_ACTION_STEPS: ReadonlySet<TOnboardingStep> = new Set(['REDEEM', 'REWARDS']);

/**
 * The first-time onboarding step (null when no onboarding runs: the spec's closed/idle). The
 * onboarding feature drives it; the shell reads it for the side menu (stays open on
 * menu-action steps) and the lobby's short-height rule.
 */
interface TOnboardingState {
  step: TOnboardingStep | null;
  isMenuActionStep: boolean;
  setStep: (step: TOnboardingStep | null) => void;
}

export const useOnboarding = create<TOnboardingState>((set) => ({
  step: null,
  isMenuActionStep: false,
  setStep: (step) => set({ step, isMenuActionStep: step !== null && MENU_ACTION_STEPS.has(step) }),
}));
