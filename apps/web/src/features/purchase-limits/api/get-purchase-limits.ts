import type { TGetPurchaseLimitsResponse } from '@casino/contracts';
import { getPurchaseLimitsContract } from '@casino/contracts/rest/purchase-limits/get-purchase-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export type TPurchaseLimits = TGetPurchaseLimitsResponse['data'];

export async function getPurchaseLimits(signal?: AbortSignal): Promise<TPurchaseLimits> {
  return (await apiRequest(getPurchaseLimitsContract, {}, signal ? { signal } : {})).data;
}

export function getPurchaseLimitsQueryOptions() {
  return queryOptions({
    queryKey: ['purchase-limits'] as const,
    queryFn: ({ signal }) => getPurchaseLimits(signal),
  });
}

export function usePurchaseLimits() {
  return useQuery(getPurchaseLimitsQueryOptions());
}
