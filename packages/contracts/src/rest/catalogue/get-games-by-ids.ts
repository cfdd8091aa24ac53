import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZGame } from '#src/rest/catalogue/game';
import { ZInt32Id } from '#src/common/ids';

/** Recently played holds at most 9 games (spec §9). */
export const GAMES_BY_IDS_MAX = 9;

export const ZGetGamesByIdsBody = z.object({
  gameIds: z
    .array(ZInt32Id)
    .min(1)
    .max(GAMES_BY_IDS_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type TGetGamesByIdsBody = z.input<typeof ZGetGamesByIdsBody>;

/** The games in the order asked; unknown or withdrawn ids are left out. */
export const ZGetGamesByIdsResponse = z.object({ data: z.array(ZGame) });
export type TGetGamesByIdsResponse = z.infer<typeof ZGetGamesByIdsResponse>;

export const getGamesByIdsContract = defineContract({
  method: 'POST',
  path: '/api/games',
  summary: 'Game records by id, in the order asked (recently played)',
  body: ZGetGamesByIdsBody,
  response: ZGetGamesByIdsResponse,
});
