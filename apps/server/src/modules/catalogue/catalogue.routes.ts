import {
  getCasinoGamesContract,
  getGameLabelsContract,
  getGameProvidersContract,
  getGamesByIdsContract,
  getSubCategoriesContract,
  searchGamesContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TCatalogueService } from '#src/modules/catalogue/catalogue.service';

/** Catalogue reads are public: the guest landing page shows games too. */
export function catalogueRoutes(app: FastifyInstance, service: TCatalogueService): void {
  route(app, getSubCategoriesContract, {
    access: 'public',
    handler: async ({ query }) => service.getSubCategories(query),
  });
  route(app, getCasinoGamesContract, {
    access: 'public',
    handler: async ({ query }) => ({ data: await service.getCasinoGames(query) }),
  });
  route(app, searchGamesContract, {
    access: 'public',
    handler: async ({ query }) => ({ data: await service.searchGames(query) }),
  });
  route(app, getGamesByIdsContract, {
    access: 'public',
    handler: async ({ body }) => ({ data: await service.getGamesByIds(body.gameIds) }),
  });
  route(app, getGameProvidersContract, {
    access: 'public',
    handler: async () => ({ data: await service.listProviders() }),
  });
  route(app, getGameLabelsContract, {
    access: 'public',
    handler: async () => ({ data: await service.listLabels() }),
  });
}
