import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZPurchaseLimit } from '#src/rest/purchase-limits/purchase-limit';

export const ZGetPurchaseLimitsResponse = z.object({
  data: z.object({
    /** Daily, weekly and monthly, in that order. */
    limits: z.array(ZPurchaseLimit),
    /** How long a raise waits before it applies. */
    coolingOffHours: z.number().int().positive(),
  }),
});
export type TGetPurchaseLimitsResponse = z.infer<typeof ZGetPurchaseLimitsResponse>;

/** The signed-in player's purchase limits, what they used, and any raise waiting to apply. */
export const getPurchaseLimitsContract = defineContract({
  method: 'GET',
  path: '/api/user/purchase-limits',
  summary: "The player's daily, weekly and monthly purchase limits",
  response: ZGetPurchaseLimitsResponse,
});
