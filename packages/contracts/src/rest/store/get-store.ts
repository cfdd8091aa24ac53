import { z } from 'zod';
import { ZLimit, ZPage } from '#src/common/paging';
import { defineContract } from '#src/contract';
import { ZStorePackage } from '#src/rest/store/store-package';

/** Store page size (spec §9). */
export const STORE_PAGE_SIZE = 9;

export const ZGetStoreQuery = z.object({
  limit: ZLimit(STORE_PAGE_SIZE, 50),
  page: ZPage,
});
export type TGetStoreQuery = z.input<typeof ZGetStoreQuery>;

export const ZGetStoreResponse = z.object({
  data: z.object({
    store: z.array(ZStorePackage),
    page: z.number().int(),
    totalCount: z.number().int(),
  }),
});
export type TGetStoreResponse = z.infer<typeof ZGetStoreResponse>;

/**
 * The packages the signed-in player may buy, cheapest first after the first-purchase offer
 * (shown only to a player who has not bought yet).
 */
export const getStoreContract = defineContract({
  method: 'GET',
  path: '/api/v2/store',
  summary: 'Coin packages on sale to the signed-in player',
  query: ZGetStoreQuery,
  response: ZGetStoreResponse,
});
