import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZCoinBackBooster } from '#src/rest/coin-back/coin-back-booster';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/** GC and SC amounts in hundredths. */
export const ZCoinBackAmounts = z.object({ gc: ZAmountMinor, sc: ZAmountMinor });

/**
 * A coin-back period opened by a purchase (decision 106). `netLoss` is bet − win of the rounds
 * settled inside the period so far, per coin (negative while the player is ahead); `paid` is
 * what the period returned, null until it is paid. A period whose purchase was refunded or
 * charged back before it closed is `voided` and pays nothing (decision 116).
 */
export const ZCoinBackPeriod = z.object({
  id: z.number().int().positive(),
  percent: z.number().int().min(1).max(100),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(['open', 'paying', 'paid', 'voided']),
  netLoss: ZCoinBackAmounts,
  paid: ZCoinBackAmounts.nullable(),
  paidAt: z.iso.datetime().nullable(),
});
export type TCoinBackPeriod = z.infer<typeof ZCoinBackPeriod>;

export const ZGetCoinBackPeriodsResponse = z.object({
  data: z.object({
    periods: z.array(ZCoinBackPeriod),
    /** The booster the player's rounds count with now (decision 220), null when none runs. */
    booster: ZCoinBackBooster.nullable(),
  }),
});
export type TGetCoinBackPeriodsResponse = z.infer<typeof ZGetCoinBackPeriodsResponse>;

/**
 * The signed-in player's open coin-back periods and those paid in the last 30 days, newest
 * first, and the running booster.
 */
export const getCoinBackPeriodsContract = defineContract({
  method: 'GET',
  path: '/api/coin-back/periods',
  summary: "The player's open and recently paid coin-back periods",
  response: ZGetCoinBackPeriodsResponse,
});
