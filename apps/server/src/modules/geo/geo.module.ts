import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { createGeoRepository } from '#src/modules/geo/geo.repository';
import { geoRoutes } from '#src/modules/geo/geo.routes';
import { createGeoService, type TGeoService } from '#src/modules/geo/geo.service';
import { createMmdbGeoLocator } from '#src/modules/geo/mmdb-geo-locator';

declare module '#src/lib/module' {
  interface TModuleServices {
    geo: TGeoService;
  }
}

/** Countries, territories and where a client address is (offline IP lookup, decision 022). */
export const geoModule = defineModule({
  name: 'geo',
  needs: ['audit'],
  async register(app, { db, config }, { audit }) {
    const geo = createGeoService({
      repository: createGeoRepository(db),
      locator: createMmdbGeoLocator(),
      defaultCountry: config.GEO_DEFAULT_COUNTRY,
      defaultTerritory: config.GEO_DEFAULT_TERRITORY,
      inTransaction: unitOfWork(db, createGeoRepository),
      audit,
    });
    geoRoutes(app, geo);
    return { geo };
  },
});
