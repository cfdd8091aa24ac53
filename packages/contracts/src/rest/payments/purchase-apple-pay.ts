import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { ZJsonValue } from '#src/common/json';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZPurchaseDetails } from '#src/rest/payments/proceed-payment';

/** The ApplePayPaymentToken the page receives in `onpaymentauthorized` (event.payment.token). */
export const ZApplePayPaymentToken = z.object({
  paymentData: z.object({
    version: z.literal('EC_v1'),
    data: zText().min(1).max(8192),
    signature: zText().min(1).max(8192),
    header: z.object({
      ephemeralPublicKey: zText().min(1).max(512),
      publicKeyHash: zText().min(1).max(128),
      /** Apple's id of this payment: one purchase per token. */
      transactionId: zText().regex(/^[0-9a-f]{64}$/),
    }),
  }),
  paymentMethod: z.object({
    displayName: zText().max(64),
    network: zText().max(32),
    type: z.enum(['debit', 'credit', 'prepaid', 'store']),
  }),
  transactionIdentifier: zText().min(1).max(128),
});
export type TApplePayPaymentToken = z.infer<typeof ZApplePayPaymentToken>;

/** The billing contact the sheet returns (ApplePayPaymentContact), as far as we keep it. */
export const ZApplePayBillingContact = z
  .object({
    givenName: zText().max(80),
    familyName: zText().max(80),
    addressLines: z.array(zText().max(100)).max(3),
    locality: zText().max(80),
    administrativeArea: zText().max(40),
    postalCode: zText().max(16),
    countryCode: zText().max(2),
  })
  .partial();
export type TApplePayBillingContact = z.infer<typeof ZApplePayBillingContact>;

export const ZPurchaseApplePayRequest = z.object({
  payload: ZApplePayPaymentToken,
  billingAddress: ZApplePayBillingContact.optional(),
  /** The package as the payments frame showed it: its price must be the package's (USD cents). */
  packageData: z.object({
    packageId: ZInt32Id,
    price: z.number().int().positive().max(100_000_000),
  }),
  platform: zText().max(20),
  eventTriggerData: z.record(zText().max(60), ZJsonValue).optional(),
});
export type TPurchaseApplePayRequest = z.infer<typeof ZPurchaseApplePayRequest>;

export const ZPurchaseApplePayResponse = z.object({
  data: z.object({ success: z.literal(true), details: ZPurchaseDetails }),
});
export type TPurchaseApplePayResponse = z.infer<typeof ZPurchaseApplePayResponse>;

/**
 * Buys a package with an authorised Apple Pay token (spec §4 Apple Pay; decision 107): the
 * answer is the card purchase's (`details.transactionId` is our order's reference). Idempotent
 * on the token's transaction id; credited once. Raises ApplePayGeolocationRequiredError,
 * PackageNotFoundError, BadRequestError (price not the package's), PurchaseBlockedError,
 * PurchaseLimitExceededError, ForceKYCError, PurchaseOrderStateError (token already used for
 * another purchase), PaymentDeclinedError (details.code, details.reason), PaymentProviderError.
 */
export const purchaseApplePayContract = defineContract({
  method: 'POST',
  path: '/api/payment/purchase-apple-pay',
  summary: 'Buys a package with an Apple Pay token',
  body: ZPurchaseApplePayRequest,
  response: ZPurchaseApplePayResponse,
});
