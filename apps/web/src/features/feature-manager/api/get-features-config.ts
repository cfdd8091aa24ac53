import type { TFeaturesConfig } from '@casino/contracts';
import { getFeaturesConfigContract } from '@casino/contracts/rest/feature-manager/get-features-config';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getFeaturesConfig(signal?: AbortSignal): Promise<TFeaturesConfig> {
  return (await apiRequest(getFeaturesConfigContract, {}, signal ? { signal } : {})).data;
}

/** Read afresh for each session the feature manager begins (the operator may have changed it). */
export function getFeaturesConfigQueryOptions() {
  return queryOptions({
    queryKey: ['features-config'] as const,
    queryFn: ({ signal }) => getFeaturesConfig(signal),
    staleTime: 0,
  });
}
