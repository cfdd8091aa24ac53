import type { TRedeemPromoCodeResult } from '@casino/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@casino/contracts/common/idempotency';
import { redeemPromoCodeContract } from '@casino/contracts/rest/promotions/redeem-promo-code';
import { apiRequest } from '#src/lib/api-client';

/** One claim, one idempotency key: a network retry of the same claim pays once. */
export async function redeemPromoCode(promoCode: string): Promise<TRedeemPromoCodeResult> {
  const answer = await apiRequest(
    redeemPromoCodeContract,
    { body: { promoCode } },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } },
  );
  return answer.data;
}
