import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZPreparationResult } from '#src/rest/poc/poc-session';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';
import { ZPayoutEmail } from '#src/rest/redemption/create-payout-skrill';
import { ZRedeemTransaction } from '#src/rest/redemption/redeem-request';

export const ZAccountCaptureBody = z.discriminatedUnion('paymentMethodType', [
  /** Links a bank account at the provider (decision 182). */
  z.object({
    paymentMethodType: z.enum(['bank', 'payouts']),
    platform: zText().max(20).optional(),
  }),
  /** An Interac e-Transfer to the e-mail and name of personalDetails (decision 138). */
  z.object({
    paymentMethodType: z.literal('interac'),
    /** SC to redeem, in hundredths. */
    coins: ZAmountMinor.min(1).max(100_000_000),
    personalDetails: z.object({
      email: ZPayoutEmail,
      /** The recipient's name, as the bank shows the transfer. */
      name: zText()
        .trim()
        .min(1, 'Enter the name on your bank account')
        .max(80, 'The name is too long'),
    }),
    platform: zText().max(20).optional(),
  }),
]);
export type TAccountCaptureBody = z.infer<typeof ZAccountCaptureBody>;

/**
 * Spec §7 account-capture. For bank (and payouts) it starts linking a bank account (decision
 * 182): the provider's page, which returns to the site root with method=bank, type=redeem and
 * a status. For Interac it requests the redemption (decision 138): the SC are held at once and
 * the request goes to the operator; the answer carries redemptionRequestId, redemptionAmount,
 * preparationResult and the request. Needs an Idempotency-Key. Raises PaymentProviderError,
 * RedeemAmountOutOfRangeError, InsufficientFundsError, ForceKYCError.
 */
export const accountCaptureContract = defineContract({
  method: 'POST',
  path: '/api/v2/payment/account-capture',
  summary: 'Links a bank account, or requests an Interac redemption',
  body: ZAccountCaptureBody,
  response: z.object({
    data: z.object({
      details: z.union([
        z.object({ transactionId: z.string(), links: z.object({ redirectUrl: z.url() }) }),
        z.object({
          redemptionRequestId: z.uuid(),
          redemptionAmount: ZAmountMinor,
          preparationResult: ZPreparationResult,
          redeemRequest: ZRedeemTransaction,
        }),
      ]),
    }),
  }),
});
