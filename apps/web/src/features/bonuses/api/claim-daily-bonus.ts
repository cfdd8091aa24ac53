import { claimDailyBonusContract, type TClaimDailyBonusResponse } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getDailyBonusQueryOptions } from '#src/features/bonuses/api/get-daily-bonus';
import { apiRequest } from '#src/lib/api-client';

export type TDailyBonusPaid = TClaimDailyBonusResponse['data'];

export async function claimDailyBonus(): Promise<TDailyBonusPaid> {
  return (await apiRequest(claimDailyBonusContract, {})).data;
}

/** Claims today's bonus; the state is read again afterwards (entitlement, NEXT IN). */
export function useClaimDailyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDailyBonus,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getDailyBonusQueryOptions().queryKey }),
  });
}
