import type { TErrorDomain } from '#src/errors/status';

/**
 * Promo codes (payments spec §8, decision 165): why a code does not pay. A refused redeem moves
 * nothing; verify answers the same names as `invalidReason`.
 */
export const PROMOTIONS_ERRORS = {
  PromoCodeInactiveError: 409,
  PromoCodeExpiredError: 409,
  PromoCodeAlreadyUsedByUserError: 409,
  PromoCodeReachedTotalLimitError: 409,
  PromoCodeNotExistsError: 404,
  PromoCodeNotApplicableError: 403,
} as const satisfies TErrorDomain;

export type TPromoCodeErrorName = keyof typeof PROMOTIONS_ERRORS;

export const PROMO_CODE_ERROR_NAMES = Object.keys(PROMOTIONS_ERRORS) as [
  TPromoCodeErrorName,
  ...TPromoCodeErrorName[],
];
