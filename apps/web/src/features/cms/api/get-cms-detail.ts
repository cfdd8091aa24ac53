import type { TCmsPageDetail } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getCmsDetail(pageSlug: string): Promise<TCmsPageDetail> {
  const { getCmsDetailContract } = await import('@casino/contracts/rest/cms/get-cms-detail');
  const response = await apiRequest(getCmsDetailContract, { query: { pageSlug } });
  return response.data;
}

export function getCmsDetailQueryOptions(pageSlug: string) {
  return queryOptions({
    queryKey: ['cms', 'detail', pageSlug],
    queryFn: () => getCmsDetail(pageSlug),
    staleTime: 5 * 60_000,
  });
}

export function useCmsDetail(pageSlug: string) {
  return useQuery(getCmsDetailQueryOptions(pageSlug));
}
