import type { TApplePayBillingContact, TApplePayPaymentToken } from '@casino/contracts';
import type {
  TNotificationHeaders,
  TProcessorNotification,
  TProcessorPayment,
} from '#src/modules/payments/card-processor';

/**
 * What the casino needs from an Apple Pay provider (spec §4 Apple Pay; decision 107): the
 * merchant session Safari needs to show the sheet, a payment with the sheet's token, and its
 * signed result notifications. Beside the card processor (decision 172), chosen by
 * APPLE_PAY_PROVIDER; the sandbox is one implementation.
 */
export interface TApplePayProvider {
  /** The merchant session for `validationURL`, opaque to us and passed on to the browser. */
  validateMerchant(input: {
    validationURL: string;
    domainName: string;
    displayName: string;
  }): Promise<Record<string, unknown>>;
  /** A refused token (forged, expired, used) answers a FAILED payment, not an error. */
  submitPayment(payment: {
    merchantRefNum: string;
    amountMinor: number;
    currencyCode: string;
    token: TApplePayPaymentToken;
    billingAddress: TApplePayBillingContact | undefined;
    customerIp: string | null;
  }): Promise<TProcessorPayment>;
  /** The notification if its signature is genuine and fresh; null otherwise. */
  readNotification(rawBody: string, headers: TNotificationHeaders): TProcessorNotification | null;
}

/** The provider could not be reached, or answered something we cannot read. */
export class ApplePayProviderUnavailableError extends Error {
  override name = 'ApplePayProviderUnavailableError';
}

/** The provider refused the merchant validation (not an Apple gateway, domain not registered). */
export class ApplePayValidationRefusedError extends Error {
  override name = 'ApplePayValidationRefusedError';
}
