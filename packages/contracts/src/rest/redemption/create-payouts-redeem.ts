import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';
import { ZUserPaymentMethodId } from '#src/rest/redemption/create-withdraw-request';
import { ZRedeemConfirmationResponse } from '#src/rest/redemption/redeem-otp';

export const ZCreatePayoutsRedeemBody = z.object({
  paymentMethod: z.literal('payouts'),
  /** The linked bank account paid into. */
  userPMId: ZUserPaymentMethodId,
  /** SC to redeem, in hundredths. */
  coins: ZAmountMinor.min(1).max(100_000_000),
  paymentType: z.literal('redeem'),
  platform: zText().max(20).optional(),
});
export type TCreatePayoutsRedeemBody = z.infer<typeof ZCreatePayoutsRedeemBody>;

/**
 * Requests a payouts redemption (spec §7 create-payouts-redeem; decision 198): the SC are held at
 * once and the request waits in activation for the code texted to the player's verified phone
 * (answer 202, confirmation pending with isOtpRequired, or isOtpSendError when the text could not
 * go: ask for a new one). The code comes with POST payment/redeem-otp/confirm. Needs an
 * Idempotency-Key. Raises RedeemAmountOutOfRangeError, InsufficientFundsError, ForceKYCError,
 * OtpPhoneRequiredError.
 */
export const createPayoutsRedeemContract = defineContract({
  method: 'POST',
  path: '/api/payment/create-payouts-redeem',
  summary: 'Requests a payouts redemption confirmed by a code by text',
  body: ZCreatePayoutsRedeemBody,
  response: ZRedeemConfirmationResponse,
});
