import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getCountries() {
  const { getCountriesContract } = await import('@casino/contracts/rest/geo/get-countries');
  return (await apiRequest(getCountriesContract, {})).data;
}

export function useCountries() {
  return useQuery(
    queryOptions({
      queryKey: ['geo', 'countries'] as const,
      queryFn: getCountries,
      staleTime: Infinity,
    }),
  );
}
