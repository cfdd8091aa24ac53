import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZNumericId } from '#src/common/ids';
import { ZLimit, ZPage } from '#src/common/paging';
import { ZGamePage } from '#src/rest/catalogue/game';

export const CASINO_GAMES_LIMIT_DEFAULT = 24;
export const CASINO_GAMES_LIMIT_MAX = 100;

export const ZGetCasinoGamesQuery = z.object({
  limit: ZLimit(CASINO_GAMES_LIMIT_DEFAULT, CASINO_GAMES_LIMIT_MAX),
  page: ZPage,
  /** The category to page; absent pages the whole catalogue (the 'all games' chip). */
  subCategoryId: ZNumericId.optional(),
});
export type TGetCasinoGamesQuery = z.input<typeof ZGetCasinoGamesQuery>;

export const ZGetCasinoGamesResponse = z.object({ data: ZGamePage });
export type TGetCasinoGamesResponse = z.infer<typeof ZGetCasinoGamesResponse>;

export const getCasinoGamesContract = defineContract({
  method: 'GET',
  path: '/api/user/casino-games',
  summary: 'One page of a category (NotFoundError for an unknown category)',
  query: ZGetCasinoGamesQuery,
  response: ZGetCasinoGamesResponse,
});
