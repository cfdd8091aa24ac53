import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from '#src/modules/analytics/analytics.routes';
import { catalogueArtRoutes } from '#src/modules/catalogue/art/art.routes';
import { catalogueRoutes } from '#src/modules/catalogue/catalogue.routes';
import { platformContentRoutes } from '#src/modules/config/platform-content.composition';
import { healthRoutes } from '#src/modules/health/health.routes';
import { identityModuleRoutes } from '#src/modules/identity/identity.composition';
import { rgsModuleRoutes } from '#src/modules/rgs/rgs.composition';
import type { TServices } from '#src/modules/services';
import { walletRoutes } from '#src/modules/wallet/wallet.routes';

/** Registers every module's routes inside the API scope (rate limit and access policy apply). */
export async function registerModuleRoutes(app: FastifyInstance, services: TServices) {
  healthRoutes(app, services.health);
  identityModuleRoutes(app, services);
  catalogueRoutes(app, services.catalogue);
  platformContentRoutes(app, services);
  catalogueArtRoutes(app, services.catalogueArt);
  walletRoutes(app, services);
  analyticsRoutes(app, services.analytics);
  rgsModuleRoutes(app, services);
}
