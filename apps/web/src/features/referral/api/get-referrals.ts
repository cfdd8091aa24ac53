import type { TReferralsByReferrer } from '@casino/contracts';
import { getReferralBonusNotificationsContract } from '@casino/contracts/rest/referral/get-referral-bonus-notifications';
import { getReferralsByReferrerContract } from '@casino/contracts/rest/referral/get-referrals-by-referrer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { REFERRAL_QUERY_KEY } from '#src/lib/referral-attribution';

export async function getReferrals(signal?: AbortSignal): Promise<TReferralsByReferrer> {
  return (await apiRequest(getReferralsByReferrerContract, {}, signal ? { signal } : {})).data;
}

export function getReferralsQueryOptions() {
  return queryOptions({
    queryKey: [...REFERRAL_QUERY_KEY, 'by-referrer'] as const,
    queryFn: ({ signal }) => getReferrals(signal),
  });
}

export function useReferrals() {
  return useQuery(getReferralsQueryOptions());
}

export async function getReferralNotificationsCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest(
    getReferralBonusNotificationsContract,
    {},
    signal ? { signal } : {},
  );
  return answer.data.notificationsCount;
}

/** Unclaimed referral bonuses: the dot on Rewards (payments §4 Referral). */
export function useReferralNotificationsCount() {
  return useQuery({
    queryKey: [...REFERRAL_QUERY_KEY, 'notifications'] as const,
    queryFn: ({ signal }) => getReferralNotificationsCount(signal),
  });
}
