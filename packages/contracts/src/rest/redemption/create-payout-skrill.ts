import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';
import { ZRedeemConfirmationResponse } from '#src/rest/redemption/redeem-otp';

/** An e-mail a payout goes to (Skrill wallets and Interac e-Transfers are named by one). */
export const ZPayoutEmail = zText()
  .trim()
  .min(1, 'Enter the e-mail address')
  .max(254, 'The e-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const ZCreatePayoutSkrillBody = z.object({
  /** The player's Skrill account, named by its e-mail (decision 138). */
  skrillConsumerId: ZPayoutEmail,
  /** SC to redeem, in hundredths. */
  coins: ZAmountMinor.min(1).max(100_000_000),
  platform: zText().max(20).optional(),
});
export type TCreatePayoutSkrillBody = z.infer<typeof ZCreatePayoutSkrillBody>;

/**
 * Requests a Skrill redemption (spec §5: an e-mail and a code; §7 create-payout-skrill; decision
 * 138): as create-payouts-redeem, the SC are held at once and the request waits in activation for
 * the code texted to the player's verified phone (answer 202); the code comes with POST
 * payment/redeem-otp/confirm. Needs an Idempotency-Key. Raises RedeemAmountOutOfRangeError,
 * InsufficientFundsError, ForceKYCError, OtpPhoneRequiredError.
 */
export const createPayoutSkrillContract = defineContract({
  method: 'POST',
  path: '/api/payment/create-payout-skrill',
  summary: 'Requests a Skrill redemption confirmed by a code by text',
  body: ZCreatePayoutSkrillBody,
  response: ZRedeemConfirmationResponse,
});
