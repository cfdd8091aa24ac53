import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZCoinType, ZRoundPlayResponse } from '#src/rest/rgs/round-view';

export const ZPlayRoundBody = z.object({
  /** The catalogue game (masterCasinoGameId). */
  gameId: z.number().int().positive(),
  coin: ZCoinType,
  /** Index into the game's bet levels for this coin (see the game info). */
  betLevel: z.number().int().min(0).max(50),
  /** Unique per round the player means to play; a retry with the same key answers the same round. */
  idempotencyKey: z.string().min(8).max(100),
  /** Round choices for games that take them (rows and risk, mine count); omitted for slots. */
  params: z.record(z.string(), z.unknown()).optional(),
});
export type TPlayRoundBody = z.infer<typeof ZPlayRoundBody>;

export const playRoundContract = defineContract({
  method: 'POST',
  path: '/api/rgs/play',
  summary: 'Play a round: draw, settle the bet and win in the ledger, answer the outcome events',
  body: ZPlayRoundBody,
  response: ZRoundPlayResponse,
});
