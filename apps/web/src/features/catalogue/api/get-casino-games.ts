import type { TGamePage } from '@casino/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export interface TCasinoGamesParams {
  subCategoryId?: number;
  limit: number;
}

export async function getCasinoGames(
  params: TCasinoGamesParams & { page: number },
): Promise<TGamePage> {
  const { getCasinoGamesContract } =
    await import('@casino/contracts/rest/catalogue/get-casino-games');
  const response = await apiRequest(getCasinoGamesContract, {
    query: { limit: params.limit, page: params.page, subCategoryId: params.subCategoryId },
  });
  return response.data;
}

/** One category paged (See All grid and the infinite carousel). */
export function getCasinoGamesQueryOptions(params: TCasinoGamesParams) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'casino-games', params],
    queryFn: ({ pageParam }) => getCasinoGames({ ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.hasMoreGames ? lastPageParam + 1 : undefined,
  });
}

export function useCasinoGames(params: TCasinoGamesParams, isEnabled = true) {
  return useInfiniteQuery({ ...getCasinoGamesQueryOptions(params), enabled: isEnabled });
}
