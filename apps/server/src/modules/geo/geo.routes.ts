import {
  getCountriesContract,
  getCurrentGeoContract,
  getTerritoriesContract,
  updateTerritoryContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TGeoService } from '#src/modules/geo/geo.service';

export function geoRoutes(app: FastifyInstance, service: TGeoService): void {
  route(app, getCurrentGeoContract, {
    access: 'public',
    handler: async (_input, request) => ({ clean: await service.resolve(request.ip) }),
  });

  route(app, getCountriesContract, {
    access: 'public',
    handler: async () => ({ data: await service.listCountries() }),
  });

  route(app, getTerritoriesContract, {
    access: 'public',
    handler: async ({ query }) => ({
      data: { territories: await service.listTerritories(query.countryCode) },
    }),
  });

  route(app, updateTerritoryContract, {
    access: 'admin:config.manage',
    handler: async ({ params, body }, request) => ({
      data: await service.updateTerritory(params.territoryKey, body, operatorActor(request)),
    }),
  });
}
