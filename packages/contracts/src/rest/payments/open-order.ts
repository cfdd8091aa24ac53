import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

export const ZOpenOrderRequest = z.object({
  /** Only deposits open an order here; redemption has its own calls. */
  paymentType: z.literal('deposit'),
  packageId: ZInt32Id,
  /** The store the package was picked in (main or mini store), for the operator's reports. */
  storeCredentials: z
    .object({ storeType: zText().max(40) })
    .partial()
    .optional(),
});
export type TOpenOrderRequest = z.infer<typeof ZOpenOrderRequest>;

export const ZOpenOrder = z.object({
  /** The card processor's order session: the payments page tokenises the card against it. */
  sessionToken: z.string(),
  /** Our purchase order's reference, repeated on the payment call. */
  merchantRefNum: z.string(),
  amount: ZAmountMinor,
  currencyCode: z.literal('USD'),
  /** Where and with which public key the payments page tokenises (card data never reaches us). */
  tokenisation: z.object({ url: z.string(), publicKey: z.string() }),
});
export type TOpenOrder = z.infer<typeof ZOpenOrder>;

export const ZOpenOrderResponse = z.object({
  data: z.object({ openOrder: ZOpenOrder, clientIP: z.string() }),
});
export type TOpenOrderResponse = z.infer<typeof ZOpenOrderResponse>;

/**
 * Opens a purchase order for a package and the card processor's order session (spec §4 step 1).
 * Raises PackageNotFoundError, PurchaseBlockedError, PaymentProviderError.
 */
export const openOrderContract = defineContract({
  method: 'POST',
  path: '/api/user/open-order',
  summary: 'Opens a purchase order and its card session',
  body: ZOpenOrderRequest,
  response: ZOpenOrderResponse,
});
