import type { TClaimDailyBonusResponse } from '@casino/contracts';
import { claimDailyBonusContract } from '@casino/contracts/rest/bonuses/claim-daily-bonus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getDailyBonusQueryOptions } from '#src/features/bonuses/api/get-daily-bonus';
import { apiRequest } from '#src/lib/api-client';

export type TDailyBonusPaid = TClaimDailyBonusResponse['data'];

export async function claimDailyBonus(): Promise<TDailyBonusPaid> {
  return (await apiRequest(claimDailyBonusContract, {})).data;
}

/**
 * Claims today's bonus and answers once the state has been read again, so the dialog shows
 * NEXT IN for the whole time the coins fly. A failed re-read keeps the old state.
 */
export function useClaimDailyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const paid = await claimDailyBonus();
      await queryClient
        .refetchQueries({ queryKey: getDailyBonusQueryOptions().queryKey })
        .catch((error: unknown) => console.error('Daily bonus not reloaded', error));
      return paid;
    },
  });
}
