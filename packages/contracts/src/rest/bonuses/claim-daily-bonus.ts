import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/** What one claim paid (engagement §3), minor units: the day card plus a milestone gift. */
export const ZClaimDailyBonusResponse = z.object({
  data: z.object({ gc_amount: ZAmountMinor, sc_amount: ZAmountMinor }),
});
export type TClaimDailyBonusResponse = z.infer<typeof ZClaimDailyBonusResponse>;

/**
 * Claims today's daily bonus. Refused with 409 DailyBonusNotAvailableError when already
 * claimed today (UTC day, decision 161); two concurrent claims pay once.
 */
export const claimDailyBonusContract = defineContract({
  method: 'POST',
  path: '/api/v2/user/daily-bonus',
  summary: "Claims today's daily bonus",
  response: ZClaimDailyBonusResponse,
});
