import { z } from 'zod';
import { defineContract } from '#src/contract';

/** Unclaimed referral bonuses: the dot on Rewards shows while the count is above zero. */
export const ZGetReferralBonusNotificationsResponse = z.object({
  data: z.object({ notificationsCount: z.number().int().nonnegative() }),
});
export type TGetReferralBonusNotificationsResponse = z.infer<
  typeof ZGetReferralBonusNotificationsResponse
>;

export const getReferralBonusNotificationsContract = defineContract({
  method: 'GET',
  path: '/api/user/referral/bonus-notifications',
  summary: 'How many referral bonuses wait to be claimed',
  response: ZGetReferralBonusNotificationsResponse,
});
