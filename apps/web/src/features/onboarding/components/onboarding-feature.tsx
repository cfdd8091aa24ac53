import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { completeOnboarding } from '#src/features/onboarding/api/complete-onboarding';
import {
  OnboardingTip,
  type TOnboardingTipView,
} from '#src/features/onboarding/components/onboarding-tip';
import { createOnboardingFlow } from '#src/features/onboarding/model/onboarding-flow';
import { trackEvent } from '#src/lib/analytics';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useDialogs } from '#src/stores/dialogs';
import { useManagedFeature, type TManagedFeature } from '#src/stores/feature-manager';
import { useOnboarding, type TOnboardingStep } from '#src/stores/onboarding';
import { showInPortal, usePortal } from '#src/stores/portal';

/** The steps that show a tip, and what each points at; the daily bonus steps show its dialog. */
const TIPS: Partial<Record<TOnboardingStep, TOnboardingTipView>> = {
  SOCIAL_COIN: { target: 'coin-GC', copyKey: 'socialCoin', isTargetClickable: false },
  SWEEP_COIN: { target: 'coin-SC', copyKey: 'sweepCoin', isTargetClickable: false },
  REDEEM: { target: 'redeem', copyKey: 'redeem', isTargetClickable: false },
  REWARDS: { target: 'rewards', copyKey: 'rewards', isTargetClickable: false },
  START_GAME: { target: 'start-game', copyKey: 'startGame', isTargetClickable: true },
};

export interface TOnboardingWiring {
  /** The profile's isOnboardingCompleted, read fresh. */
  readIsCompleted: () => Promise<boolean>;
  /** The daily bonus is claimable and its current day is 0. */
  readIsDailyBonusFirstClaim: () => Promise<boolean>;
  /** The Daily Bonus dialog, calling onClaimed once the claim is paid. */
  renderDailyBonus: (onClaimed: () => void) => ReactNode;
  /** After isOnboardingCompleted is saved (the profile is read again). */
  onCompleted: () => void;
}

/**
 * The first-time tutorial (engagement §4, decision 117) as the first feature of the feature
 * manager: READY once per in-app log-in while ftue_enabled is on and the profile says it is not
 * completed. Its show runs the steps and resolves when START_GAME is clicked, so the daily
 * mission and the consents follow it, never over it.
 */
export function OnboardingFeature({
  readIsCompleted,
  readIsDailyBonusFirstClaim,
  renderDailyBonus,
  onCompleted,
}: TOnboardingWiring) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const step = useOnboarding((state) => state.step);
  const shownForLogin = useRef<number | null>(null);

  const flow = useMemo(
    () =>
      createOnboardingFlow({
        setStep: (next) => useOnboarding.getState().setStep(next),
        setCoinType: (coinType) => {
          if (useCoinType.getState().coinType !== coinType) {
            useCoinType.getState().setCoinType(coinType);
          }
        },
        setSideMenuOpen: (isOpen) => useDialogs.getState().setSideMenuOpen(isOpen),
        closeDialogs: () => useDialogs.getState().closeAllDialogs(),
        readIsDailyBonusFirstClaim,
        showDailyBonus: (onClaimed) =>
          showInPortal(renderDailyBonus(onClaimed), {
            label: t('onboarding.dailyBonusLabel'),
            contentClassName: 'daily-bonus-portal',
          }),
        closePortal: () => usePortal.getState().closePortal(true),
        complete: () => {
          trackEvent('onboarding_finished');
          completeOnboarding()
            .then(onCompleted)
            .catch((error: unknown) => console.warn('onboarding completion not saved', error));
        },
      }),
    [readIsDailyBonusFirstClaim, renderDailyBonus, onCompleted, t],
  );
  // Logout unmounts the feature: the tutorial stops (spec: logout resets onboarding).
  useEffect(() => () => flow.stop(), [flow]);

  const feature = useMemo<TManagedFeature>(
    () => ({
      type: 'ONBOARDING',
      fetch: async () => {
        const { loggedInAt, userId } = useAuthStatus.getState();
        if (loggedInAt === null || shownForLogin.current === loggedInAt) return 'OFF';
        // This player's flags, not the ones standing in across the log-in; both reads at once
        // so the answer is in before the manager's 4000 ms cap.
        const [flags, isCompleted] = await Promise.all([
          queryClient.fetchQuery(getFeatureFlagsQueryOptions(userId)),
          readIsCompleted(),
        ]);
        return flags.ftue_enabled === true && !isCompleted ? 'READY' : 'OFF';
      },
      show: () => {
        shownForLogin.current = useAuthStatus.getState().loggedInAt;
        return flow.run();
      },
    }),
    [queryClient, readIsCompleted, flow],
  );
  useManagedFeature(feature);

  const handleNext = useCallback(() => flow.next(), [flow]);
  const handleTargetClick = useCallback(() => flow.finish(), [flow]);
  const handleStartGame = useCallback(() => {
    const game = document.querySelector<HTMLElement>('[data-onboarding-target="start-game"] a');
    flow.finish();
    game?.click();
  }, [flow]);

  const view = step ? TIPS[step] : undefined;
  if (!step || !view) return null;
  return (
    <OnboardingTip
      key={step}
      view={view}
      onNext={step === 'START_GAME' ? handleStartGame : handleNext}
      onTargetClick={handleTargetClick}
    />
  );
}
