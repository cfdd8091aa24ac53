import { z } from 'zod';
import { defineContract } from '#src/contract';
import { PROMO_CODE_ERROR_NAMES } from '#src/errors/promotions';
import { ZPromoCodeText } from '#src/rest/promotions/promo-code';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

export const ZVerifyPromoCodeQuery = z.object({ promoCode: ZPromoCodeText });

/**
 * A promo code as this player would get it (payments spec §3 "Promotion"), amounts in minor
 * units. `invalidReason` names the promo error a redeem would answer now, or is null when the
 * code pays; an unknown code answers PromoCodeNotExistsError with an empty title and zeros.
 */
export const ZPromotion = z.object({
  promoCode: z.string(),
  title: z.string(),
  gcAmount: ZAmountMinor,
  scAmount: ZAmountMinor,
  invalidReason: z.enum(PROMO_CODE_ERROR_NAMES).nullable(),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const verifyPromoCodeContract = defineContract({
  method: 'GET',
  path: '/api/promotion/verify-promo-code',
  summary: 'What a promo code would pay this player, or why it would not',
  query: ZVerifyPromoCodeQuery,
  response: z.object({ data: ZPromotion }),
});
