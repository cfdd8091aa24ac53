import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZPurchaseDetails } from '#src/rest/payments/proceed-payment';

export const ZRegisterTransactionRequest = z.object({
  method: z.enum(['bank', 'skrill']),
  /** Our purchase order's reference, as the provider's return carries it (merchantRefNum). */
  merchantRefNum: zText().min(8).max(64),
});
export type TRegisterTransactionRequest = z.infer<typeof ZRegisterTransactionRequest>;

/** What the order bought, for the success dialog on the return (price and coins in minor units). */
export const ZRegisteredPurchase = z.object({
  packageId: z.number().int(),
  price: z.number().int(),
  gcAmount: z.number().int(),
  scAmount: z.number().int(),
});
export type TRegisteredPurchase = z.infer<typeof ZRegisteredPurchase>;

export const ZRegisterTransactionResponse = z.object({
  data: z.object({
    success: z.literal(true),
    details: ZPurchaseDetails,
    purchase: ZRegisteredPurchase,
  }),
});
export type TRegisterTransactionResponse = z.infer<typeof ZRegisterTransactionResponse>;

/**
 * Registers a bank or Skrill purchase the player came back from (spec §2 return `complete`):
 * the server asks the provider for the transaction's state and credits a completed one, once,
 * whichever of this call, a retry of it or the provider's notification comes first. Idempotent
 * on `merchantRefNum`. Raises PurchaseOrderNotFoundError (not the player's), PaymentDeclinedError
 * (failed or cancelled at the provider), PaymentProviderError.
 */
export const registerTransactionContract = defineContract({
  method: 'POST',
  path: '/api/user/register-transaction',
  summary: 'Registers a bank or Skrill purchase on the return from the provider',
  body: ZRegisterTransactionRequest,
  response: ZRegisterTransactionResponse,
});
