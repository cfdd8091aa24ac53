import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/** The marketing consents offered at sign-up (checkboxes, optional, unchecked by default). */
export async function getSignUpConsents() {
  const { getSignUpMarketingConsentsContract } =
    await import('@casino/contracts/rest/marketing-consent/get-sign-up-marketing-consents');
  return (await apiRequest(getSignUpMarketingConsentsContract, {})).data.marketingConsents;
}

export function useSignUpConsents() {
  return (
    useQuery(
      queryOptions({
        queryKey: ['marketing-consent', 'sign_up'] as const,
        queryFn: getSignUpConsents,
        staleTime: 5 * 60_000,
      }),
    ).data ?? []
  );
}
