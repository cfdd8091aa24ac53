import type { TGetBannersQuery, TGetBannersResponse } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export type TBannersParams = Omit<TGetBannersQuery, 'theme'> & { theme: 'GC' | 'SC' };

export async function getBanners(params: TBannersParams): Promise<TGetBannersResponse['data']> {
  const { getBannersContract } = await import('@casino/contracts/rest/banners/get-banners');
  const response = await apiRequest(getBannersContract, { query: params });
  return response.data;
}

/** Banners per page key; the UTM fields and utm_promo are passed through (spec §2). */
export function getBannersQueryOptions(params: TBannersParams) {
  return queryOptions({
    queryKey: ['banners', params],
    queryFn: () => getBanners(params),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(params: TBannersParams) {
  return useQuery(getBannersQueryOptions(params));
}
