import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

export const ZClaimReferralBonusBody = z.object({
  bonusIds: z.array(ZInt32Id).min(1).max(50),
});
export type TClaimReferralBonusBody = z.infer<typeof ZClaimReferralBonusBody>;

export const ZClaimReferralBonusResponse = z.object({
  data: z.object({ gcAmount: ZAmountMinor, scAmount: ZAmountMinor }),
});
export type TClaimReferralBonusResponse = z.infer<typeof ZClaimReferralBonusResponse>;

/**
 * Pays the referrer's unclaimed bonus rows (ledger code `referral_bonus`, one key per row), with
 * an Idempotency-Key. Raises 404 ReferralBonusNotFoundError for a row that is not the
 * player's, 409 ReferralBonusAlreadyClaimedError for a row claimed before; nothing moves then.
 */
export const claimReferralBonusContract = defineContract({
  method: 'POST',
  path: '/api/user/referral/claim-bonus',
  summary: 'Claims referral bonus rows',
  body: ZClaimReferralBonusBody,
  response: ZClaimReferralBonusResponse,
});
