import type { TTermsOfService } from '@casino/contracts';
import { acceptTermsOfServiceContract } from '@casino/contracts/rest/terms/accept-terms-of-service';
import { getTermsOfServiceContract } from '@casino/contracts/rest/terms/get-terms-of-service';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getTermsOfService(signal?: AbortSignal): Promise<TTermsOfService> {
  return (await apiRequest(getTermsOfServiceContract, {}, signal ? { signal } : {})).data;
}

export function getTermsOfServiceQueryOptions() {
  return queryOptions({
    queryKey: ['terms-of-service'] as const,
    queryFn: ({ signal }) => getTermsOfService(signal),
  });
}

export function useTermsOfService() {
  return useQuery(getTermsOfServiceQueryOptions());
}

/** Reads the terms again: the gate opens when the server now wants them accepted. */
export function recheckTermsOfService(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getTermsOfServiceQueryOptions().queryKey });
}

/** Posts the terms id (payments §4) and reads the terms again, which closes the dialog. */
export function useAcceptTermsOfService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tosId: number) =>
      (await apiRequest(acceptTermsOfServiceContract, { body: { tosId } })).data,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getTermsOfServiceQueryOptions().queryKey }),
  });
}
