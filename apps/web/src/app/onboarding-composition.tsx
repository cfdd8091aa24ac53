import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { getProfileQueryOptions } from '#src/features/account/api/get-profile';
import { DailyBonusPortal } from '#src/features/bonuses';
import { getDailyBonusQueryOptions } from '#src/features/bonuses/api/get-daily-bonus';
import { OnboardingFeature } from '#src/features/onboarding';

/**
 * Wires the first-time tutorial to the profile (isOnboardingCompleted) and to the daily bonus,
 * whose dialog is one of its steps (engagement §4).
 */
export function OnboardingComposition() {
  const queryClient = useQueryClient();
  const refreshWallet = useRefreshWallet();

  const readIsCompleted = useCallback(
    async () =>
      (await queryClient.fetchQuery({ ...getProfileQueryOptions(), staleTime: 0 }))
        .isOnboardingCompleted,
    [queryClient],
  );
  const readIsDailyBonusFirstClaim = useCallback(async () => {
    const state = await queryClient.fetchQuery({ ...getDailyBonusQueryOptions(), staleTime: 0 });
    return state.isEntitledToBonus && state.currentDay === 0;
  }, [queryClient]);
  const renderDailyBonus = useCallback(
    (onClaimed: () => void) => (
      <DailyBonusPortal
        onWalletChanged={() => {
          refreshWallet();
          onClaimed();
        }}
      />
    ),
    [refreshWallet],
  );
  const handleCompleted = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey }),
    [queryClient],
  );

  return (
    <OnboardingFeature
      readIsCompleted={readIsCompleted}
      readIsDailyBonusFirstClaim={readIsDailyBonusFirstClaim}
      renderDailyBonus={renderDailyBonus}
      onCompleted={handleCompleted}
    />
  );
}
