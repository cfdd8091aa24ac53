import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/** One bonus a qualified friend earned the referrer (payments §3 Referral rows). */
export const ZReferralBonusRow = z.object({
  bonusId: z.number().int().positive(),
  gcAmount: ZAmountMinor,
  scAmount: ZAmountMinor,
  bonusCreatedAt: z.string(),
  isBonusClaimed: z.boolean(),
});
export type TReferralBonusRow = z.infer<typeof ZReferralBonusRow>;

/**
 * A friend who signed up through the link: `playing` until the friend has played the
 * qualifying amount, `qualified` once the bonus is earned, `notEligible` for a refused referral
 * (self-referral or a second account, decision 167).
 */
export const ZReferralFriend = z.object({
  /** The friend's e-mail with the local part masked, e.g. `fr***@example.com`. */
  maskedEmail: z.string(),
  status: z.enum(['playing', 'qualified', 'notEligible']),
  joinedAt: z.string(),
});
export type TReferralFriend = z.infer<typeof ZReferralFriend>;

export const ZReferralsByReferrer = z.object({
  /** The referrer's code: the invite link is `/?campaign=<uniqueId>&source=friends`. */
  uniqueId: z.string(),
  rows: z.array(ZReferralBonusRow),
  /** What one qualified friend pays the referrer. */
  packageData: z.object({ gcAmount: ZAmountMinor, scAmount: ZAmountMinor }),
  /** GC (minor units) a friend plays to qualify. */
  qualifyingPlayGc: ZAmountMinor,
  friends: z.array(ZReferralFriend),
});
export type TReferralsByReferrer = z.infer<typeof ZReferralsByReferrer>;

export const ZGetReferralsByReferrerResponse = z.object({ data: ZReferralsByReferrer });

export const getReferralsByReferrerContract = defineContract({
  method: 'GET',
  path: '/api/user/referral/by-referrer',
  summary: "The player's invite code, invited friends and referral bonus rows",
  response: ZGetReferralsByReferrerResponse,
});
