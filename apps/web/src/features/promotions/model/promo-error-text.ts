import type { TPromoCodeErrorName } from '@casino/contracts';
import type { TLocaleKey } from '#src/lib/error-copy';

/** The names the promo error table of payments §8 has a text for. */
const PROMO_ERROR_COPY = {
  PromoCodeInactiveError: 'promotions.errors.inactive',
  PromoCodeExpiredError: 'promotions.errors.expired',
  PromoCodeAlreadyUsedByUserError: 'promotions.errors.alreadyUsed',
  PromoCodeReachedTotalLimitError: 'promotions.errors.totalLimit',
  PromoCodeNotExistsError: 'promotions.errors.notExists',
  PromoCodeNotApplicableError: 'promotions.errors.notApplicable',
  InternalServerErrorType: 'promotions.errors.technical',
} as const satisfies Record<TPromoCodeErrorName | 'InternalServerErrorType', TLocaleKey>;

export type TPromoErrorKey = (typeof PROMO_ERROR_COPY)[keyof typeof PROMO_ERROR_COPY];

function known(name: string | null | undefined): TPromoErrorKey | null {
  return name && Object.hasOwn(PROMO_ERROR_COPY, name)
    ? PROMO_ERROR_COPY[name as keyof typeof PROMO_ERROR_COPY]
    : null;
}

/**
 * The promo error of the lookup (the code typed on the Rewards page): taken from invalidReason
 * or the error name, InternalServerErrorType for a name the table does not know (§8).
 */
export function promoLookupErrorKey(name: string | null | undefined): TPromoErrorKey {
  return known(name) ?? PROMO_ERROR_COPY.InternalServerErrorType;
}

/** The same in the promo error dialog of a link's code: the inactive text by default (§8). */
export function promoDialogErrorKey(name: string | null | undefined): TPromoErrorKey {
  return known(name) ?? PROMO_ERROR_COPY.PromoCodeInactiveError;
}
