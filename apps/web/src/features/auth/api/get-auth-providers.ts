import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

export async function getAuthProviders() {
  const { getAuthProvidersContract } = await loadContracts();
  return (await apiRequest(getAuthProvidersContract, {})).data.providers;
}

export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: getAuthProviders,
    staleTime: Infinity,
  });
}

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions()).data ?? [];
}
