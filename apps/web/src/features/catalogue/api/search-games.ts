import type { TGamePage } from '@casino/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export interface TSearchParams {
  text: string;
  /** 0 in the old search layout: one request with every result (SPEC-NOTES). */
  limit: number;
}

export async function searchGames(params: TSearchParams & { page: number }): Promise<TGamePage> {
  const { searchGamesContract } = await import('@casino/contracts/rest/catalogue/search-games');
  const response = await apiRequest(searchGamesContract, {
    query: { text: params.text, limit: params.limit, page: params.page },
  });
  return response.data;
}

export function searchGamesQueryOptions(params: TSearchParams) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'search', params],
    queryFn: ({ pageParam }) => searchGames({ ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      params.limit > 0 && lastPage.hasMoreGames ? lastPageParam + 1 : undefined,
  });
}

export function useSearchGames(params: TSearchParams) {
  return useInfiniteQuery({ ...searchGamesQueryOptions(params), enabled: params.text.length > 0 });
}
