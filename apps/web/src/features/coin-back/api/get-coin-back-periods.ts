import { getCoinBackPeriodsContract, type TCoinBackPeriod } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getCoinBackPeriods(signal?: AbortSignal): Promise<TCoinBackPeriod[]> {
  return (await apiRequest(getCoinBackPeriodsContract, {}, signal ? { signal } : {})).data.periods;
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
