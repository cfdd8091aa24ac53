import type { TMarketingConsent } from '@casino/contracts';
import { getMarketingConsentsContract } from '@casino/contracts/rest/marketing-consent/get-marketing-consents';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/** GET marketing-consent: the general list, each with the player's current answer. */
export async function getMarketingConsents(signal?: AbortSignal): Promise<TMarketingConsent[]> {
  return (await apiRequest(getMarketingConsentsContract, {}, signal ? { signal } : {})).data
    .marketingConsents;
}

export function getMarketingConsentsQueryOptions() {
  return queryOptions({
    queryKey: ['marketing-consents'] as const,
    queryFn: ({ signal }) => getMarketingConsents(signal),
  });
}
