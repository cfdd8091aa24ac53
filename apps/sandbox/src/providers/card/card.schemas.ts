import { z } from 'zod';
import { ZAmountMinor, ZCurrencyCode, ZHttpUrl, ZMerchantRefNum } from '#src/lib/schemas';

export const ZOpenOrderBody = z.strictObject({
  merchantRefNum: ZMerchantRefNum,
  amount: ZAmountMinor,
  currencyCode: ZCurrencyCode,
  /** A customer (POST /card/v1/customers) whose saved cards this order may use. */
  customerId: z.string().min(1).max(64).optional(),
  description: z.string().max(255).optional(),
});

const ZCardExpiry = z.strictObject({
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(2000).max(2100),
});

export const ZCardData = z.strictObject({
  cardNum: z.string().regex(/^\d{12,19}$/, 'cardNum is 12 to 19 digits, no spaces'),
  cardExpiry: ZCardExpiry,
  cvv: z.string().max(4).optional(),
  holderName: z.string().trim().min(1).max(160),
});

export const ZBillingDetails = z.strictObject({
  street: z.string().trim().min(1).max(160),
  street2: z.string().trim().max(160).optional(),
  city: z.string().trim().min(1).max(80),
  state: z.string().trim().min(2).max(40).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code, e.g. US'),
  zip: z.string().trim().min(1).max(16),
});

/** The spec's defaults: browser channel, payment transaction. */
export const ZThreeDsRequest = z.strictObject({
  merchantUrl: ZHttpUrl.optional(),
  deviceChannel: z.enum(['BROWSER', 'SDK']).default('BROWSER'),
  messageCategory: z.enum(['PAYMENT', 'NON_PAYMENT']).default('PAYMENT'),
  authenticationPurpose: z
    .enum(['PAYMENT_TRANSACTION', 'RECURRING_TRANSACTION', 'INSTALMENT_TRANSACTION', 'ADD_CARD'])
    .default('PAYMENT_TRANSACTION'),
  transactionIntent: z
    .enum([
      'GOODS_OR_SERVICE_PURCHASE',
      'CHECK_ACCEPTANCE',
      'ACCOUNT_FUNDING',
      'QUASI_CASH_TRANSACTION',
    ])
    .default('GOODS_OR_SERVICE_PURCHASE'),
});
export type TThreeDsRequest = z.infer<typeof ZThreeDsRequest>;

export const ZReturnLink = z.strictObject({
  rel: z.enum(['default', 'on_completed', 'on_failed']),
  href: ZHttpUrl,
  method: z.literal('GET').default('GET'),
});
export type TReturnLink = z.infer<typeof ZReturnLink>;

/**
 * Tokenise a new card (`card`), or a saved one (`singleUseCustomerToken` with
 * `paymentHandleTokenFrom`, and optionally its `cvv`), for an open order (`sessionToken`).
 */
export const ZCreateHandleBody = z
  .strictObject({
    sessionToken: z.string().min(1).max(128),
    card: ZCardData.optional(),
    singleUseCustomerToken: z.string().min(1).max(128).optional(),
    paymentHandleTokenFrom: z.string().min(1).max(128).optional(),
    cvv: z.string().max(4).optional(),
    billingDetails: ZBillingDetails.optional(),
    threeDs: ZThreeDsRequest.optional(),
    returnLinks: z.array(ZReturnLink).max(3).optional(),
  })
  .refine(
    (body) =>
      body.card
        ? !body.singleUseCustomerToken && !body.paymentHandleTokenFrom
        : Boolean(body.singleUseCustomerToken && body.paymentHandleTokenFrom),
    { message: 'Send either card, or singleUseCustomerToken with paymentHandleTokenFrom' },
  );
export type TCreateHandleBody = z.infer<typeof ZCreateHandleBody>;

export const ZCreatePaymentBody = z.strictObject({
  merchantRefNum: ZMerchantRefNum,
  amount: ZAmountMinor,
  currencyCode: ZCurrencyCode,
  paymentHandleToken: z.string().min(1).max(128),
  settleWithAuth: z.boolean().default(true),
  customerIp: z.union([z.ipv4(), z.ipv6()]).optional(),
  description: z.string().max(255).optional(),
});
export type TCreatePaymentBody = z.infer<typeof ZCreatePaymentBody>;

export const ZCreateCustomerBody = z.strictObject({
  merchantCustomerId: z.string().trim().min(1).max(100),
  firstName: z.string().trim().max(80).optional(),
  lastName: z.string().trim().max(80).optional(),
  email: z.email().max(254).optional(),
});

export const ZSaveCardBody = z.strictObject({
  paymentHandleTokenFrom: z.string().min(1).max(128),
});

export const ZCustomerHandleParams = z.strictObject({
  id: z.string().min(1).max(64),
  paymentHandleId: z.string().min(1).max(64),
});

export const ZPaymentsQuery = z.strictObject({ merchantRefNum: ZMerchantRefNum });

export const ZThreeDsParams = z.strictObject({ challengeId: z.string().min(1).max(128) });
export const ZThreeDsForm = z.strictObject({
  outcome: z.enum(['authenticate', 'fail']),
});
