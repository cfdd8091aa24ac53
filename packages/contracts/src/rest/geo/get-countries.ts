import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

export const ZCountry = z.object({
  code: z.string().length(2),
  name: z.string(),
  currencyCode: z.string().length(3),
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZTerritory = z.object({
  /** "US-NJ" */
  territoryKey: z.string(),
  /** "NJ" */
  territoryCode: z.string(),
  countryCode: z.string().length(2),
  name: z.string(),
  legalAge: z.number().int().min(18).max(21),
  isExcluded: z.boolean(),
  prizeCapMinor: z.number().int().nonnegative().nullable(),
});
export type TTerritory = z.infer<typeof ZTerritory>;

/** The languages offered (spec: only English US, id EN). */
export const ZLanguage = z.object({ id: z.string(), name: z.string() });
export type TLanguage = z.infer<typeof ZLanguage>;

export const ZGetCountriesResponse = z.object({
  data: z.object({
    countries: z.array(ZCountry),
    languages: z.array(ZLanguage),
  }),
});
export type TGetCountriesResponse = z.infer<typeof ZGetCountriesResponse>;

export const getCountriesContract = defineContract({
  method: 'GET',
  path: '/api/geography/countries',
  summary:
    'Countries where the service is offered and the languages, for the country chooser (public)',
  response: ZGetCountriesResponse,
});

export const ZGetTerritoriesQuery = z.object({ countryCode: zText().length(2).default('US') });
export type TGetTerritoriesQuery = z.input<typeof ZGetTerritoriesQuery>;

export const ZGetTerritoriesResponse = z.object({
  data: z.object({ territories: z.array(ZTerritory) }),
});
export type TGetTerritoriesResponse = z.infer<typeof ZGetTerritoriesResponse>;

export const getTerritoriesContract = defineContract({
  method: 'GET',
  path: '/api/geography/territories',
  summary:
    'Territories of a country with legal age and exclusion, for address forms and rules (public)',
  query: ZGetTerritoriesQuery,
  response: ZGetTerritoriesResponse,
});
