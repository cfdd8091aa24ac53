import type { TDailyMissionPackage } from '@casino/contracts';
import { claimDailyMissionRewardContract } from '@casino/contracts/rest/daily-missions/claim-daily-mission-reward';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimDailyMissionGrandPrize } from '#src/features/daily-missions/api/claim-daily-mission-grand-prize';
import { getDailyMissionsQueryOptions } from '#src/features/daily-missions/api/get-daily-missions';
import { apiRequest } from '#src/lib/api-client';

export async function claimDailyMissionReward(missionId: number): Promise<TDailyMissionPackage> {
  return (await apiRequest(claimDailyMissionRewardContract, { params: { id: missionId } })).data
    .packageData;
}

/** What a gift dialog claims: a completed mission's reward or an earned grand prize. */
export type TDailyMissionGiftKey = { kind: 'mission' | 'grandPrize'; id: number };

/**
 * Claims a gift and answers once the missions have been read again, so the next gift (or the
 * next mission) is known when the dialog moves on. A failed re-read keeps the old state.
 */
export function useClaimDailyMissionGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (gift: TDailyMissionGiftKey) => {
      const paid =
        gift.kind === 'mission'
          ? await claimDailyMissionReward(gift.id)
          : await claimDailyMissionGrandPrize(gift.id);
      await queryClient
        .refetchQueries({ queryKey: getDailyMissionsQueryOptions().queryKey })
        .catch((error: unknown) => console.error('Daily missions not reloaded', error));
      return paid;
    },
  });
}
