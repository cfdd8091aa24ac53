import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZPage } from '#src/common/paging';
import { ZGamePage } from '#src/rest/catalogue/game';

export const SEARCH_TEXT_LENGTH_MAX = 64;
export const SEARCH_LIMIT_DEFAULT = 12;
/** Also the cap of limit=0, the old search layout's "all results in one request". */
export const SEARCH_LIMIT_MAX = 100;

export const ZSearchGamesQuery = z.object({
  /** Page size; 0 means one page with every result up to SEARCH_LIMIT_MAX (old search mode). */
  limit: z.coerce.number().int().min(0).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
  page: ZPage,
  text: zText().trim().min(1).max(SEARCH_TEXT_LENGTH_MAX),
});
export type TSearchGamesQuery = z.input<typeof ZSearchGamesQuery>;

export const ZSearchGamesResponse = z.object({ data: ZGamePage });
export type TSearchGamesResponse = z.infer<typeof ZSearchGamesResponse>;

export const searchGamesContract = defineContract({
  method: 'GET',
  path: '/api/games/search',
  summary: 'Typo-tolerant game search by name, best match first',
  query: ZSearchGamesQuery,
  response: ZSearchGamesResponse,
});
