import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/** Days of the monthly progress (engagement §9): progress is monthlyBonusDay / 30. */
export const DAILY_BONUS_MONTH_DAYS = 30;
/** Monthly gift milestones on the progress bar. */
export const DAILY_BONUS_MILESTONE_DAYS = [8, 15, 22, 30] as const;
/** Day cards in a row; the last one is the multi-reward card. */
export const DAILY_BONUS_WEEK_DAYS = 7;

export const ZDailyBonusDay = z.object({
  type: z.literal('daily'),
  day: z.number().int().min(1).max(DAILY_BONUS_WEEK_DAYS),
  gc_amount: ZAmountMinor,
  sc_amount: ZAmountMinor,
  image_url: z.string(),
  image_url_2: z.string(),
  image_url_3: z.string(),
});
export type TDailyBonusDay = z.infer<typeof ZDailyBonusDay>;

export const ZMonthlyBonusDay = z.object({
  type: z.literal('monthly'),
  day: z.number().int().min(1).max(DAILY_BONUS_MONTH_DAYS),
  gc_amount: ZAmountMinor,
  sc_amount: ZAmountMinor,
});
export type TMonthlyBonusDay = z.infer<typeof ZMonthlyBonusDay>;

/**
 * The daily bonus state (engagement §3). `currentDay` is the last claimed day card (0-7) and
 * `monthlyBonusDay` the last claimed day of the month (0-30); both restart at 0 once a full row
 * or month is done and the next claim is due. Amounts are minor units.
 */
export const ZDailyBonusState = z.object({
  isEntitledToBonus: z.boolean(),
  currentDay: z.number().int().min(0).max(DAILY_BONUS_WEEK_DAYS),
  timeUntilNextBonusMS: z.number().int().min(0),
  monthlyBonusDay: z.number().int().min(0).max(DAILY_BONUS_MONTH_DAYS),
  bonusesList: z.array(z.discriminatedUnion('type', [ZDailyBonusDay, ZMonthlyBonusDay])),
});
export type TDailyBonusState = z.infer<typeof ZDailyBonusState>;

export const ZGetDailyBonusResponse = z.object({ data: ZDailyBonusState });
export type TGetDailyBonusResponse = z.infer<typeof ZGetDailyBonusResponse>;

export const getDailyBonusContract = defineContract({
  method: 'GET',
  path: '/api/v2/user/daily-bonus',
  summary: "The signed-in player's daily bonus state and the month's rewards",
  response: ZGetDailyBonusResponse,
});
