import type { TCmsLink } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getCmsLinks(): Promise<TCmsLink[]> {
  const { getCmsPagesContract } = await import('@casino/contracts/rest/cms/get-cms-pages');
  const response = await apiRequest(getCmsPagesContract, {});
  return response.data;
}

export function getCmsLinksQueryOptions() {
  return queryOptions({ queryKey: ['cms', 'links'], queryFn: getCmsLinks, staleTime: 5 * 60_000 });
}

export function useCmsLinks() {
  return useQuery(getCmsLinksQueryOptions());
}
