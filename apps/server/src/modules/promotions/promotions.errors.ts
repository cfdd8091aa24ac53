import type { TPromoCodeErrorName } from '@casino/contracts';
import { AppError } from '#src/lib/errors';

/** The spec's texts (payments §8), also the `message` of each refusal. */
export const PROMO_CODE_MESSAGES: Record<TPromoCodeErrorName, string> = {
  PromoCodeInactiveError: "The promo code you've entered isn't active yet. Stay tuned!",
  PromoCodeExpiredError: 'This promo code has already expired.',
  PromoCodeAlreadyUsedByUserError: "You've already claimed this promo code.",
  PromoCodeReachedTotalLimitError:
    'Sorry, this promo code has reached its usage limit. Better luck next time!',
  PromoCodeNotExistsError:
    "The promo code you entered doesn't exist. Please double-check and try again.",
  PromoCodeNotApplicableError: 'This promo code is not applicable to your account.',
};

/** A promo code that does not pay this player now; nothing moved. */
export class PromoCodeError extends AppError {
  constructor(name: TPromoCodeErrorName, promoCode: string) {
    super(name, PROMO_CODE_MESSAGES[name], { promoCode });
  }
}
