import { PROMO_CODE_ERROR_NAMES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  promoDialogErrorKey,
  promoLookupErrorKey,
} from '#src/features/promotions/model/promo-error-text';

describe('promo error texts (payments §8: both defaults)', () => {
  it('gives every promo error its own text in both readings', () => {
    const keys = PROMO_CODE_ERROR_NAMES.map((name) => promoLookupErrorKey(name));
    expect(new Set(keys).size).toBe(PROMO_CODE_ERROR_NAMES.length);
    for (const name of PROMO_CODE_ERROR_NAMES) {
      expect(promoDialogErrorKey(name)).toBe(promoLookupErrorKey(name));
    }
  });

  it('defaults to InternalServerErrorType in the lookup and to the inactive text in the dialog', () => {
    expect(promoLookupErrorKey('TooManyRequestsError')).toBe('promotions.errors.technical');
    expect(promoLookupErrorKey(null)).toBe('promotions.errors.technical');
    expect(promoDialogErrorKey('TooManyRequestsError')).toBe('promotions.errors.inactive');
    expect(promoDialogErrorKey(undefined)).toBe('promotions.errors.inactive');
  });
});
