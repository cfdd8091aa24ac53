import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getTerritories(countryCode: string) {
  const { getTerritoriesContract } = await import('@casino/contracts/rest/geo/get-countries');
  return (await apiRequest(getTerritoriesContract, { query: { countryCode } })).data.territories;
}

/** The states or territories of a country, for the address form (legal age per territory). */
export function useTerritories(countryCode: string) {
  return useQuery(
    queryOptions({
      queryKey: ['geo', 'territories', countryCode] as const,
      queryFn: () => getTerritories(countryCode),
      staleTime: Infinity,
    }),
  );
}
