import type { TGetStoreResponse } from '@casino/contracts';
import { getStoreContract, STORE_PAGE_SIZE } from '@casino/contracts/rest/store/get-store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export type TStorePage = TGetStoreResponse['data'];

export async function getStore(page: number, signal?: AbortSignal): Promise<TStorePage> {
  return (
    await apiRequest(
      getStoreContract,
      { query: { limit: STORE_PAGE_SIZE, page } },
      signal ? { signal } : {},
    )
  ).data;
}

export function getStoreQueryOptions(page = 1) {
  return queryOptions({
    queryKey: ['store', page] as const,
    queryFn: ({ signal }) => getStore(page, signal),
  });
}

export function useStorePage(page = 1) {
  return useQuery(getStoreQueryOptions(page));
}
