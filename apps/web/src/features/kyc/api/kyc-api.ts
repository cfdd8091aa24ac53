import type { TKycTrigger } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { apiRequest } from '#src/lib/api-client';
import { KYC_QUERY_KEY } from '#src/stores/kyc-request';

/** GET user/force-kyc: whether the KYC dialog must open (shouldShowKYC), and the review so far. */
export async function getForceKyc() {
  const { getForceKycContract } = await import('@casino/contracts/rest/kyc/get-force-kyc');
  return (await apiRequest(getForceKycContract, {})).data;
}

export function getForceKycQueryOptions() {
  return queryOptions({ queryKey: KYC_QUERY_KEY, queryFn: getForceKyc });
}

export function useForceKyc() {
  const isAuthorized = useIsAuthorized();
  return useQuery({ ...getForceKycQueryOptions(), enabled: isAuthorized });
}

/** GET user/init-access-token: the identity-check token and the page to frame. */
export async function initAccessToken() {
  const { initAccessTokenContract } = await import('@casino/contracts/rest/kyc/init-access-token');
  return apiRequest(initAccessTokenContract, {});
}

/** The intro was shown. Reporting never blocks the player: a failure is logged. */
export function reportImpression(trigger: TKycTrigger): void {
  void import('@casino/contracts/rest/kyc/report-kyc')
    .then(({ reportKycImpressionContract }) =>
      apiRequest(reportKycImpressionContract, { body: { trigger } }),
    )
    .catch((error: unknown) => console.error('KYC impression report failed', error));
}

/** An identity-check step event (onStepInitiated, onStepCompleted, onApplicantSubmitted). */
export function reportInteraction(): void {
  void import('@casino/contracts/rest/kyc/report-kyc')
    .then(({ reportKycInteractionContract }) => apiRequest(reportKycInteractionContract, {}))
    .catch((error: unknown) => console.error('KYC interaction report failed', error));
}
