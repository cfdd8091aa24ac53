import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getCurrentGeo() {
  const { getCurrentGeoContract } = await import('@casino/contracts/rest/geo/get-current-geo');
  return (await apiRequest(getCurrentGeoContract, {})).clean;
}

/** The visitor's region: its legal age fills the sign-up texts; excluded regions cannot sign up. */
export function useCurrentGeo() {
  return useQuery(
    queryOptions({
      queryKey: ['geo', 'current'] as const,
      queryFn: getCurrentGeo,
      staleTime: 60_000,
    }),
  ).data;
}
