import { z } from 'zod';

/**
 * A running coin-back booster (engagement §3 "Booster … endDate", decision 220): the player's
 * rounds settled from `startsAt` until `endDate` count toward their coin-back periods at each
 * period's percent plus `percentPoints`.
 */
export const ZCoinBackBooster = z.object({
  percentPoints: z.number().int().min(1),
  startsAt: z.iso.datetime(),
  endDate: z.iso.datetime(),
});
export type TCoinBackBooster = z.infer<typeof ZCoinBackBooster>;
