import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/** The refill was paid: `gcAmount` (minor units) is low_balance_cc_reward. */
export const ZClaimRefillBonusResponse = z.object({
  data: z.object({ isClaimed: z.literal(true), gcAmount: ZAmountMinor }),
});
export type TClaimRefillBonusResponse = z.infer<typeof ZClaimRefillBonusResponse>;

/** Why a refill is refused (409 RefillBonusNotAvailableError, in `details.reason`). */
export const REFILL_REFUSAL_REASONS = ['balance_above_threshold', 'cooldown', 'inactive'] as const;
export type TRefillRefusalReason = (typeof REFILL_REFUSAL_REASONS)[number];

/**
 * The low-balance GC refill (engagement §4). Paid only while GC is below
 * low_balance_cc_threshold and once per cooldown (decision 162); otherwise 409
 * RefillBonusNotAvailableError with `details: { reason, retryAfterMs? }`.
 */
export const claimRefillBonusContract = defineContract({
  method: 'POST',
  path: '/api/v2/user/claim-refill-bonus',
  summary: 'Claims the low-balance GC refill',
  response: ZClaimRefillBonusResponse,
});
