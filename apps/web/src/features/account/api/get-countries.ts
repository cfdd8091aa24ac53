import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function getCountries() {
  const { getCountriesContract } = await loadContracts();
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
