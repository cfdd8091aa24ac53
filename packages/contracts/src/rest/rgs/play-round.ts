import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZRoundPlayResponse } from '#src/rest/rgs/round-view';
import { ZCoinType } from '#src/rest/wallet/wallet-state';
import { ZInt32Id } from '#src/common/ids';
import { ZJsonValue } from '#src/common/json';

export const ZPlayRoundBody = z.object({
  /** The catalogue game (masterCasinoGameId). */
  gameId: ZInt32Id,
  coin: ZCoinType,
  /** Index into the game's bet levels for this coin (see the game info). */
  betLevel: z.number().int().min(0).max(50),
  /** Unique per round the player means to play; a retry with the same key answers the same round. */
  idempotencyKey: zText().min(8).max(100),
  /** Round choices for games that take them (rows and risk, mine count); omitted for slots. */
  params: z.record(zText().max(40), ZJsonValue).optional(),
});
export type TPlayRoundBody = z.infer<typeof ZPlayRoundBody>;

export const playRoundContract = defineContract({
  method: 'POST',
  path: '/api/rgs/play',
  summary: 'Play a round: draw, settle the bet and win in the ledger, answer the outcome events',
  body: ZPlayRoundBody,
  response: ZRoundPlayResponse,
});
