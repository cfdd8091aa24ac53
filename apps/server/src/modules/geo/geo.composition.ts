import type { TConfig } from '#src/config';
import type { TDatabase } from '#src/db/client';
import { createGeoRepository } from '#src/modules/geo/geo.repository';
import { createGeoService } from '#src/modules/geo/geo.service';
import type { TGeoLocator } from '#src/modules/geo/geo-locator';
import { createMmdbGeoLocator } from '#src/modules/geo/mmdb-geo-locator';

/**
 * The geo service on its own, so the composition root can build it before the modules that
 * call it (identity and profile at sign-up, config, redemption).
 */
export function createGeoServices(deps: { db: TDatabase; config: TConfig; locator?: TGeoLocator }) {
  return {
    geo: createGeoService({
      repository: createGeoRepository(deps.db),
      locator: deps.locator ?? createMmdbGeoLocator(),
      defaultCountry: deps.config.GEO_DEFAULT_COUNTRY,
      defaultTerritory: deps.config.GEO_DEFAULT_TERRITORY,
    }),
  };
}
