import type { TGetAmoeRequestCodeResponse } from '@casino/contracts';
import { getAmoeRequestCodeContract } from '@casino/contracts/rest/amoe/get-amoe-request-code';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export type TAmoeRequestCode = TGetAmoeRequestCodeResponse['data'];

export async function getAmoeRequestCode(signal?: AbortSignal): Promise<TAmoeRequestCode> {
  return (await apiRequest(getAmoeRequestCodeContract, {}, signal ? { signal } : {})).data;
}

export function getAmoeRequestCodeQueryOptions() {
  return queryOptions({
    queryKey: ['amoe-request-code'] as const,
    queryFn: ({ signal }) => getAmoeRequestCode(signal),
    // The code never changes for a player.
    staleTime: Infinity,
  });
}

export function useAmoeRequestCode() {
  return useQuery(getAmoeRequestCodeQueryOptions());
}
