import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

export const ZVerifyMerchantApplePayRequest = z.object({
  /** What Safari hands the page in `onvalidatemerchant` (an Apple Pay gateway address). */
  validationURL: zText().min(1).max(2048),
});
export type TVerifyMerchantApplePayRequest = z.infer<typeof ZVerifyMerchantApplePayRequest>;

/**
 * The opaque merchant session Apple's gateway signed, passed unchanged to
 * `ApplePaySession.completeMerchantValidation` (decision 107).
 */
export const ZApplePayMerchantSession = z.record(z.string(), z.unknown());
export type TApplePayMerchantSession = z.infer<typeof ZApplePayMerchantSession>;

export const ZVerifyMerchantApplePayResponse = z.object({
  data: z.object({ merchantSession: ZApplePayMerchantSession }),
});
export type TVerifyMerchantApplePayResponse = z.infer<typeof ZVerifyMerchantApplePayResponse>;

/**
 * Merchant validation for the Apple Pay sheet (spec §4 Apple Pay: the merchant is verified,
 * then the purchase is made). Moves nothing. Raises ApplePayGeolocationRequiredError (no
 * geolocation country code on the profile, §5), PurchaseBlockedError, BadRequestError (not an
 * Apple Pay gateway address), PaymentProviderError.
 */
export const verifyMerchantApplePayContract = defineContract({
  method: 'POST',
  path: '/api/payment/verify-merchant-apple-pay',
  summary: 'Validates the merchant for the Apple Pay sheet',
  body: ZVerifyMerchantApplePayRequest,
  response: ZVerifyMerchantApplePayResponse,
});
