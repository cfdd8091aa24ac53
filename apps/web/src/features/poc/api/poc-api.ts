import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { apiRequest } from '#src/lib/api-client';
import { POC_QUERY_KEY } from '#src/stores/poc';

/** GET /v2/poc/session-requiring-display: hanging, unseenSuccess or noSessions. */
export async function getSessionRequiringDisplay() {
  const { getSessionRequiringDisplayContract } =
    await import('@casino/contracts/rest/poc/session-requiring-display');
  return apiRequest(getSessionRequiringDisplayContract, {});
}

export function useSessionRequiringDisplay(isEnabled: boolean) {
  const isAuthorized = useIsAuthorized();
  return useQuery({
    ...queryOptions({ queryKey: POC_QUERY_KEY, queryFn: getSessionRequiringDisplay }),
    enabled: isAuthorized && isEnabled,
  });
}

/** The mark-* calls never block the player: a failure is logged. */
export function markPoc(kind: 'success' | 'failure' | 'seen', pocSessionId: string): void {
  const load = {
    success: async () =>
      (await import('@casino/contracts/rest/poc/mark-success-noticed'))
        .markPocSuccessNoticedContract,
    failure: async () =>
      (await import('@casino/contracts/rest/poc/mark-failure-noticed'))
        .markPocFailureNoticedContract,
    seen: async () =>
      (await import('@casino/contracts/rest/poc/mark-as-seen')).markPocAsSeenContract,
  }[kind];
  void load()
    .then((contract) => apiRequest(contract, { body: { pocSessionId } }))
    .catch((error: unknown) => console.error(`POC mark ${kind} failed`, error));
}

/** POST /v2/poc/init-session (version 2) for the redemption the check holds. */
export async function initPocSession(redemptionRequestId: string) {
  const { initPocSessionContract } = await import('@casino/contracts/rest/poc/init-session');
  return (
    await apiRequest(initPocSessionContract, {
      body: { version: 2, redemptionRequestId, coreData: { platform: 'web' } },
    })
  ).result;
}

/** GET /v2/poc/access-token: a fresh token for a session without a redemption. */
export async function getPocAccessToken(pocSessionId: string) {
  const { getPocAccessTokenContract } = await import('@casino/contracts/rest/poc/access-token');
  return apiRequest(getPocAccessTokenContract, { query: { pocSessionId } });
}
