import { defineModule } from '#src/lib/module';
import { createCatalogueGamesRepository } from '#src/modules/catalogue/catalogue-games.repository';
import { createCatalogueRepository } from '#src/modules/catalogue/catalogue.repository';
import { catalogueRoutes } from '#src/modules/catalogue/catalogue.routes';
import { createCatalogueSearchRepository } from '#src/modules/catalogue/catalogue-search.repository';
import {
  createCatalogueService,
  type TCatalogueService,
} from '#src/modules/catalogue/catalogue.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    catalogue: TCatalogueService;
  }
}

/** Games, categories, providers and labels for the lobby and search; every read is public. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  needs: [],
  async register(app, { db }) {
    const catalogue = createCatalogueService({
      categories: createCatalogueRepository(db),
      games: createCatalogueGamesRepository(db),
      search: createCatalogueSearchRepository(db),
    });
    catalogueRoutes(app, catalogue);
    return { catalogue };
  },
});
