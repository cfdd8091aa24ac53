import type { TFrameParams } from '#src/params';

/** Apple Pay JS session version of the spec (§4 Apple Pay). */
export const APPLE_PAY_VERSION = 10;

/** Spec §8: an Apple Pay failure with this code is silently ignored (the sheet was dismissed). */
export const APPLE_PAY_SILENT_CODE = '9152';

/** The payment request the sheet shows (ApplePayPaymentRequest), as far as we set it. */
export interface TApplePayRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  requiredBillingContactFields: string[];
  total: { label: string; amount: string; type: 'final' };
}

/** What the sheet hands over once the player authorises (ApplePayPayment). */
export interface TApplePayPayment {
  token: Record<string, unknown>;
  billingContact?: Record<string, unknown> | undefined;
}

/** Safari's ApplePaySession, as far as the frame uses it. */
export interface TApplePaySession {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: TApplePayPayment }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number }): void;
}

export interface TApplePaySessionClass {
  new (version: number, request: TApplePayRequest): TApplePaySession;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The sheet was closed before the purchase finished: code 9152, silently ignored (§8). */
export class ApplePayCancelledError extends Error {
  override name = 'ApplePayCancelledError';
  readonly details = { code: APPLE_PAY_SILENT_CODE };
}

/** ApplePaySession when this browser can pay with Apple Pay here; null otherwise. */
export function applePaySessionOf(scope: object): TApplePaySessionClass | null {
  const candidate = (scope as { ApplePaySession?: TApplePaySessionClass }).ApplePaySession;
  if (typeof candidate !== 'function') return null;
  try {
    return candidate.canMakePayments() ? candidate : null;
  } catch {
    return null;
  }
}

/** Session parameters of the spec: Visa and MasterCard, 3DS, USD; the package's price. */
export function applePayRequest(params: TFrameParams): TApplePayRequest {
  return {
    countryCode: 'US',
    currencyCode: 'USD',
    supportedNetworks: ['visa', 'masterCard'],
    merchantCapabilities: ['supports3DS'],
    requiredBillingContactFields: ['postalAddress', 'name'],
    total: { label: 'Crown Casino', amount: (params.amount / 100).toFixed(2), type: 'final' },
  };
}

/** True for a failure §8 wants silently ignored (code 9152, from the sheet or the server). */
export function isSilentApplePayFailure(error: unknown): boolean {
  const details = (error as { details?: unknown } | null)?.details;
  const code = (details as { code?: unknown } | null | undefined)?.code;
  return String(code) === APPLE_PAY_SILENT_CODE;
}

/**
 * One Apple Pay purchase: the merchant is validated, then the authorised payment is bought
 * (spec §4). Answers what `purchase` answers; raises its or the validation's error (the sheet
 * shows the failure and closes), or ApplePayCancelledError when the player closes the sheet.
 */
export function runApplePay<T>(
  Session: TApplePaySessionClass,
  request: TApplePayRequest,
  steps: {
    validateMerchant: (validationURL: string) => Promise<unknown>;
    purchase: (payment: TApplePayPayment) => Promise<T>;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(error instanceof Error ? error : new Error(String(error)));
    const session = new Session(APPLE_PAY_VERSION, request);
    let isSettled = false;
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      finish();
    };
    session.onvalidatemerchant = (event) => {
      steps.validateMerchant(event.validationURL).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (error: unknown) => {
          settle(() => fail(error));
          session.abort();
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      steps.purchase(event.payment).then(
        (answer) => {
          session.completePayment({ status: Session.STATUS_SUCCESS });
          settle(() => resolve(answer));
        },
        (error: unknown) => {
          session.completePayment({ status: Session.STATUS_FAILURE });
          settle(() => fail(error));
        },
      );
    };
    session.oncancel = () => settle(() => reject(new ApplePayCancelledError()));
    session.begin();
  });
}
