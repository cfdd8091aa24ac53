import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZTerritory } from '#src/rest/geo/get-countries';

export const ZUpdateTerritoryParams = z.object({
  territoryKey: zText().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'must look like US-NJ'),
});
export const ZUpdateTerritoryBody = z
  .object({
    legalAge: z.union([z.literal(18), z.literal(21)]),
    isExcluded: z.boolean(),
    /** Minor units; null removes the cap. */
    prizeCapMinor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'give at least one field');
export type TUpdateTerritoryBody = z.infer<typeof ZUpdateTerritoryBody>;

export const updateTerritoryContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/geography/territories/:territoryKey',
  summary: "Changes a territory's legal age, exclusion or prize cap (admin:config.manage)",
  params: ZUpdateTerritoryParams,
  body: ZUpdateTerritoryBody,
  response: z.object({ data: ZTerritory }),
});
