import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZRoundView } from '#src/rest/rgs/round-view';
import { ZNumericId } from '#src/common/ids';

export const ZGetOpenRoundQuery = z.object({ gameId: ZNumericId });
export const ZGetOpenRoundResponse = z.object({
  data: z.object({ round: ZRoundView.nullable() }),
});
export type TGetOpenRoundResponse = z.infer<typeof ZGetOpenRoundResponse>;

export const getOpenRoundContract = defineContract({
  method: 'GET',
  path: '/api/rgs/rounds/open',
  summary: "The player's unfinished round in a game, to resume after a reload",
  query: ZGetOpenRoundQuery,
  response: ZGetOpenRoundResponse,
});
