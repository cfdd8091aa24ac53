import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZPromoCodeText } from '#src/rest/promotions/promo-code';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

export const ZRedeemPromoCodeBody = z.object({ promoCode: ZPromoCodeText });
export type TRedeemPromoCodeBody = z.infer<typeof ZRedeemPromoCodeBody>;

/**
 * What the code paid (payments spec §3 "Redeem result"), minor units: GC, the SC by bucket
 * (promotions pay bonus SC) and the SC total.
 */
export const ZRedeemPromoCodeResult = z.object({
  gcCoin: ZAmountMinor,
  scCoin: z.object({ bsc: ZAmountMinor, psc: ZAmountMinor, wsc: ZAmountMinor }),
  totalScCoin: ZAmountMinor,
});
export type TRedeemPromoCodeResult = z.infer<typeof ZRedeemPromoCodeResult>;

/**
 * Redeems a promo code once (Idempotency-Key header). Refusals are the promo errors of §8
 * (PromoCodeNotExistsError 404, PromoCodeNotApplicableError 403, the others 409); two redeems
 * at once pay once and the other answers PromoCodeAlreadyUsedByUserError.
 */
export const redeemPromoCodeContract = defineContract({
  method: 'POST',
  path: '/api/promotion/redeem-promo-code',
  summary: 'Redeems a promo code and pays its reward',
  body: ZRedeemPromoCodeBody,
  response: z.object({ data: ZRedeemPromoCodeResult }),
});
