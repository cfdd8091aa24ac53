import { z } from 'zod';

/** The three purchase-limit windows, each a rolling window ending now (decision 173). */
export const PURCHASE_LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const ZPurchaseLimitPeriod = z.enum(PURCHASE_LIMIT_PERIODS);
export type TPurchaseLimitPeriod = z.infer<typeof ZPurchaseLimitPeriod>;

/** Largest limit a player may ask for, in USD cents ($1,000,000): far above any ceiling. */
export const PURCHASE_LIMIT_AMOUNT_MAX = 100_000_000;

/**
 * One of the player's purchase limits, in USD cents. `amount` applies now; a raise waits for
 * its cooling-off period as `pendingAmount` until `pendingEffectiveAt`.
 */
export const ZPurchaseLimit = z.object({
  period: ZPurchaseLimitPeriod,
  amount: z.number().int().nonnegative(),
  /** The operator's ceiling for this window: the player may not ask for more. */
  maxAmount: z.number().int().positive(),
  /** Purchases paid or being paid inside the window. */
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  pendingAmount: z.number().int().nonnegative().nullable(),
  pendingEffectiveAt: z.iso.datetime().nullable(),
});
export type TPurchaseLimit = z.infer<typeof ZPurchaseLimit>;

/** What PurchaseLimitExceededError carries: the window that refused, in USD cents. */
export const ZPurchaseLimitExceededDetails = z.object({
  period: ZPurchaseLimitPeriod,
  amount: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});
export type TPurchaseLimitExceededDetails = z.infer<typeof ZPurchaseLimitExceededDetails>;
