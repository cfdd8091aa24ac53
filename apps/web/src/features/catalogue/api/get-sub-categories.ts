import type { TGetSubCategoriesResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/** Games per lobby row: enough for two carousel pages on wide screens. */
export const LOBBY_ROW_GAMES = 14;
export const LOBBY_CATEGORIES_PER_PAGE = 50;

export interface TSubCategoriesParams {
  landingKey?: string;
  limit?: number;
  /** Categories per page; the landing's teaser needs only the first. */
  perPage?: number;
}

export async function getSubCategories(
  params: TSubCategoriesParams = {},
): Promise<TGetSubCategoriesResponse> {
  const { getSubCategoriesContract } =
    await import('@casino/contracts/rest/catalogue/get-sub-categories');
  return apiRequest(getSubCategoriesContract, {
    query: {
      limit: params.limit ?? LOBBY_ROW_GAMES,
      perPage: params.perPage ?? LOBBY_CATEGORIES_PER_PAGE,
      adaptive: 'true',
      landingKey: params.landingKey,
    },
  });
}

export function getSubCategoriesQueryOptions(params: TSubCategoriesParams = {}) {
  return queryOptions({
    queryKey: ['catalogue', 'sub-categories', params],
    queryFn: () => getSubCategories(params),
  });
}

export function useSubCategories(params: TSubCategoriesParams = {}) {
  return useQuery(getSubCategoriesQueryOptions(params));
}
