import type { TDailyBonusState } from '@casino/contracts';
import { getDailyBonusContract } from '@casino/contracts/rest/bonuses/get-daily-bonus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getDailyBonus(signal?: AbortSignal): Promise<TDailyBonusState> {
  return (await apiRequest(getDailyBonusContract, {}, signal ? { signal } : {})).data;
}

export function getDailyBonusQueryOptions() {
  return queryOptions({
    queryKey: ['daily-bonus'] as const,
    queryFn: ({ signal }) => getDailyBonus(signal),
  });
}

export function useDailyBonus() {
  return useQuery(getDailyBonusQueryOptions());
}
