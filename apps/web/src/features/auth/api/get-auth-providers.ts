import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getAuthProviders() {
  const { getAuthProvidersContract } =
    await import('@casino/contracts/rest/auth/get-auth-providers');
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
