import { z } from 'zod';
import { defineContract } from '#src/contract';
import {
  PURCHASE_LIMIT_AMOUNT_MAX,
  ZPurchaseLimit,
  ZPurchaseLimitPeriod,
} from '#src/rest/purchase-limits/purchase-limit';

export const ZSetPurchaseLimitRequest = z.object({
  period: ZPurchaseLimitPeriod,
  /** USD cents; 0 stops purchases in this window. */
  amount: z.number().int().min(0).max(PURCHASE_LIMIT_AMOUNT_MAX),
});
export type TSetPurchaseLimitRequest = z.infer<typeof ZSetPurchaseLimitRequest>;

export const ZSetPurchaseLimitResponse = z.object({
  data: z.object({
    limit: ZPurchaseLimit,
    /** False when the new amount is a raise that waits for its cooling-off period. */
    isImmediate: z.boolean(),
  }),
});
export type TSetPurchaseLimitResponse = z.infer<typeof ZSetPurchaseLimitResponse>;

/**
 * Sets one purchase limit (decision 173): a lower (or equal) amount applies at once and drops any
 * raise waiting; a higher one applies after the cooling-off period. Raises
 * PurchaseLimitTooHighError above the operator's ceiling.
 */
export const setPurchaseLimitContract = defineContract({
  method: 'PUT',
  path: '/api/user/purchase-limits',
  summary: 'Lowers a purchase limit at once or asks to raise it after a cooling-off period',
  body: ZSetPurchaseLimitRequest,
  response: ZSetPurchaseLimitResponse,
});
