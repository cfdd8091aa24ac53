import { z } from 'zod';
import { ZAmountMinor, ZHttpUrl, ZMerchantRefNum } from '#src/lib/schemas';
import { ZBillingDetails } from '#src/providers/card/card.schemas';

export const ZMerchantValidationBody = z.strictObject({
  /** The URL Safari hands the page in `onvalidatemerchant` (an Apple gateway address). */
  validationURL: ZHttpUrl,
  /** The page's domain, registered with the merchant. */
  domainName: z.string().trim().min(1).max(253),
  /** Defaults to the merchant's display name. */
  displayName: z.string().trim().min(1).max(64).optional(),
});

export const ZTestTokenBody = z.strictObject({
  merchantSessionIdentifier: z.string().min(1).max(128),
  /** A test card number: it picks the network and the outcome (see /card/test-cards). */
  cardNum: z.string().regex(/^\d{12,19}$/, 'cardNum is 12 to 19 digits, no spaces'),
});

/** The ApplePayPaymentToken the page receives in `onpaymentauthorized` (event.payment.token). */
export const ZApplePayToken = z.strictObject({
  paymentData: z.strictObject({
    version: z.literal('EC_v1'),
    data: z.string().min(1).max(8192),
    signature: z.string().min(1).max(8192),
    header: z.strictObject({
      ephemeralPublicKey: z.string().min(1).max(512),
      publicKeyHash: z.string().min(1).max(128),
      transactionId: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  }),
  paymentMethod: z.strictObject({
    displayName: z.string().max(64),
    network: z.string().max(32),
    type: z.enum(['debit', 'credit', 'prepaid', 'store']),
  }),
  transactionIdentifier: z.string().min(1).max(128),
});

export const ZApplePayPaymentBody = z.strictObject({
  merchantRefNum: ZMerchantRefNum,
  amount: ZAmountMinor,
  /** Apple Pay is offered in USD only (spec section 4). */
  currencyCode: z.literal('USD'),
  applePayToken: ZApplePayToken,
  billingAddress: ZBillingDetails.optional(),
  customerIp: z.union([z.ipv4(), z.ipv6()]).optional(),
});
export type TApplePayPaymentBody = z.infer<typeof ZApplePayPaymentBody>;
