import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { apiRequest } from '#src/lib/api-client';

export async function getProfile() {
  const { getProfileContract } = await import('@casino/contracts/rest/profile/get-profile');
  return (await apiRequest(getProfileContract, {})).data;
}

export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ['profile'] as const, queryFn: getProfile });
}

export function useProfile() {
  const isAuthorized = useIsAuthorized();
  return useQuery({ ...getProfileQueryOptions(), enabled: isAuthorized });
}
