import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZRoundView } from '#src/rest/rgs/round-view';
import { ZNumericId } from '#src/common/ids';

export const ZListRoundsQuery = z.object({
  gameId: ZNumericId,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZListRoundsResponse = z.object({ data: z.object({ rounds: z.array(ZRoundView) }) });
export type TListRoundsResponse = z.infer<typeof ZListRoundsResponse>;

export const listRoundsContract = defineContract({
  method: 'GET',
  path: '/api/rgs/rounds',
  summary: "Game recall: the player's latest rounds in a game, newest first, with replay events",
  query: ZListRoundsQuery,
  response: ZListRoundsResponse,
});
