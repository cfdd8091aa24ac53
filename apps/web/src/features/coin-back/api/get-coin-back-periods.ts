import { getCoinBackPeriodsContract, type TGetCoinBackPeriodsResponse } from '@casino/contracts';
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
