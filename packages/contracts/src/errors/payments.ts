import type { TErrorDomain } from '#src/errors/status';

/** Store and purchases (spec §8, purchase rows): a refused purchase moves nothing. */
export const PAYMENTS_ERRORS = {
  PackageNotFoundError: 404,
  PurchaseBlockedError: 403,
  PurchaseOrderNotFoundError: 404,
  PurchaseOrderStateError: 409,
  PaymentDeclinedError: 402,
  /** The order expired unpaid and was cancelled at its provider (decision 109): nothing charged. */
  PurchaseOrderExpiredError: 409,
  AvsCheckFailedError: 402,
  PaymentProviderError: 502,
  WebhookSignatureInvalidError: 401,
  /** The purchase would take the player past a purchase limit (details: the window). */
  PurchaseLimitExceededError: 403,
  /** Not one of the player's saved cards (or already removed). */
  SavedCardNotFoundError: 404,
  /** Not one of the player's saved payment options (or already removed). */
  PaymentOptionNotFoundError: 404,
  /** Apple Pay needs the geolocation country code on the profile (spec §5). */
  ApplePayGeolocationRequiredError: 403,
  /** A limit above the operator's ceiling for its window. */
  PurchaseLimitTooHighError: 400,
} as const satisfies TErrorDomain;
