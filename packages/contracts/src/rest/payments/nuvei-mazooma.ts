import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZRedirectPurchaseRequest } from '#src/rest/payments/redirect-purchase';

export const ZBankPurchaseResponse = z.object({
  data: z.object({
    paymentOption: z.object({ redirectUrl: z.string() }),
    /** Our purchase order's reference: the in-process transaction until the payer returns. */
    transactionId: z.string(),
  }),
});
export type TBankPurchaseResponse = z.infer<typeof ZBankPurchaseResponse>;

/**
 * Starts a bank purchase (spec §7 `POST user/nuvei-mazooma`): a purchase order within the
 * player's limits and the bank provider's transaction, whose page the player is sent to.
 * Raises PackageNotFoundError, PurchaseBlockedError, PurchaseLimitExceededError, ForceKYCError,
 * BadRequestError (a return link outside the casino), PaymentProviderError.
 */
export const bankPurchaseContract = defineContract({
  method: 'POST',
  path: '/api/user/nuvei-mazooma',
  summary: 'Starts a bank purchase and answers the bank page to send the player to',
  body: ZRedirectPurchaseRequest,
  response: ZBankPurchaseResponse,
});
