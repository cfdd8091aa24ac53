import type { TDatabase } from '#src/db/client';
import { createCatalogueArtService } from '#src/modules/catalogue/art/art.service';
import { createCatalogueRepository } from '#src/modules/catalogue/catalogue.repository';
import { createCatalogueGamesRepository } from '#src/modules/catalogue/catalogue-games.repository';
import { createCatalogueSearchRepository } from '#src/modules/catalogue/catalogue-search.repository';
import { createCatalogueService } from '#src/modules/catalogue/catalogue.service';

/** The catalogue module's services, for the composition root. */
export function createCatalogueServices(db: TDatabase) {
  const games = createCatalogueGamesRepository(db);
  return {
    catalogue: createCatalogueService({
      categories: createCatalogueRepository(db),
      games,
      search: createCatalogueSearchRepository(db),
    }),
    catalogueArt: createCatalogueArtService({ games }),
  };
}
