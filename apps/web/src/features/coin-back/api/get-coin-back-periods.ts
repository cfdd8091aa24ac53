import type { TGetCoinBackPeriodsResponse } from '@casino/contracts';
import { getCoinBackPeriodsContract } from '@casino/contracts/rest/coin-back/get-coin-back-periods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export type TCoinBackState = TGetCoinBackPeriodsResponse['data'];

export async function getCoinBackPeriods(signal?: AbortSignal): Promise<TCoinBackState> {
  return (await apiRequest(getCoinBackPeriodsContract, {}, signal ? { signal } : {})).data;
}

export function getCoinBackPeriodsQueryOptions() {
  return queryOptions({
    queryKey: ['coin-back-periods'] as const,
    queryFn: ({ signal }) => getCoinBackPeriods(signal),
  });
}

export function useCoinBackPeriods() {
  return useQuery(getCoinBackPeriodsQueryOptions());
}
