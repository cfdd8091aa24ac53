import { z } from 'zod';
import { defineContract } from '#src/contract';

/** How the region was found: the IP database, the configured default (loopback, private), or not at all. */
export const GEO_SOURCES = ['lookup', 'default', 'unknown'] as const;

export const ZCleanGeo = z.object({
  /** ISO 3166-1 alpha-2, null when the address could not be placed. */
  countryCode: z.string().length(2).nullable(),
  /** Territory (state or province) code within the country, e.g. "NJ". */
  territoryCode: z.string().nullable(),
  /** Country and territory, e.g. "US-NJ": the key of the territories table. */
  territoryKey: z.string().nullable(),
  territoryName: z.string().nullable(),
  /** Minimum age to play there (18 or 21); the default age where the territory is unknown. */
  territoryLegalAge: z.number().int().min(18).max(21),
  /** True where the service is not offered (excluded territory or unsupported country). */
  isExcluded: z.boolean(),
  /** Highest prize value one redemption may pay out there (minor units), null for no cap. */
  prizeCapMinor: z.number().int().nonnegative().nullable(),
  /** Currency a new account from here gets. */
  currencyCode: z.string().length(3).nullable(),
  source: z.enum(GEO_SOURCES),
});
export type TCleanGeo = z.infer<typeof ZCleanGeo>;

export const ZGetCurrentGeoResponse = z.object({ clean: ZCleanGeo });
export type TGetCurrentGeoResponse = z.infer<typeof ZGetCurrentGeoResponse>;

export const getCurrentGeoContract = defineContract({
  method: 'GET',
  path: '/api/geography/current-geo',
  summary: "The caller's region from its IP address, with legal age and exclusion (public)",
  response: ZGetCurrentGeoResponse,
});
