import type { TCleanGeo, TCountry, TTerritory } from '@casino/contracts';

/**
 * What profile and identity need from the geo module (its service satisfies this). Declared
 * here so these modules depend on a narrow interface, not on geo's internals.
 */
export interface TGeoLookup {
  resolve(ip: string): Promise<TCleanGeo>;
  getTerritory(territory: string, countryCode?: string): Promise<TTerritory | null>;
  getCountry(code: string): Promise<TCountry | null>;
}
