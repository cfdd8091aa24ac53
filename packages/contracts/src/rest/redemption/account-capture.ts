import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZRedeemMethod } from '#src/rest/redemption/redeem-request';

export const ZAccountCaptureBody = z.object({
  paymentMethodType: ZRedeemMethod,
  platform: zText().max(20).optional(),
});

/**
 * Starts linking a bank account for payouts (spec §7 account-capture; decision 182): the
 * provider's bank page, which returns to the site root with method=bank, type=redeem and a
 * status. Raises PaymentProviderError.
 */
export const accountCaptureContract = defineContract({
  method: 'POST',
  path: '/api/v2/payment/account-capture',
  summary: 'Starts linking a bank account for redemptions',
  body: ZAccountCaptureBody,
  response: z.object({
    data: z.object({
      details: z.object({ transactionId: z.string(), links: z.object({ redirectUrl: z.url() }) }),
    }),
  }),
});
