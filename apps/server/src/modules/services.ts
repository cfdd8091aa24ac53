import type { Logger } from 'pino';
import type { TDomainEvents } from '@casino/contracts';
import type { TConfig } from '#src/config';
import type { TDatabaseHandle } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { createEventBus } from '#src/lib/event-bus';
import { createAnalyticsRepository } from '#src/modules/analytics/analytics.repository';
import { createAnalyticsService } from '#src/modules/analytics/analytics.service';
import { createCatalogueServices } from '#src/modules/catalogue/catalogue.composition';
import { createPlatformContentServices } from '#src/modules/config/platform-content.composition';
import { createGeoServices } from '#src/modules/geo/geo.composition';
import { createHealthRepository } from '#src/modules/health/health.repository';
import { createHealthService } from '#src/modules/health/health.service';
import { createIdentityServices } from '#src/modules/identity/identity.composition';
import { createRgsServices } from '#src/modules/rgs/rgs.composition';
import { createMarketingConsentServices } from '#src/modules/marketing-consent/marketing-consent.composition';
import { createWalletServices } from '#src/modules/wallet/wallet.composition';

export interface TServiceDependencies {
  config: TConfig;
  database: TDatabaseHandle;
  logger: Logger;
  clock: TClock;
}

export const APP_VERSION = '1.0.0';

/**
 * Composition root: builds each module's repository and service and wires the services that
 * depend on one another. Modules never reach into another module's repository.
 */
export function createServices(deps: TServiceDependencies) {
  const { database } = deps;
  const db = database.db;
  /** Domain events between modules ('wallet.changed', 'round.settled', …), after commit. */
  const events = createEventBus<TDomainEvents>(deps.logger);
  const geoServices = createGeoServices({ db, config: deps.config });
  const consentServices = createMarketingConsentServices({ db, clock: deps.clock });
  const identityServices = createIdentityServices({
    ...deps,
    geo: geoServices.geo,
    marketingConsents: consentServices.marketingConsent,
  });
  const catalogueServices = createCatalogueServices(db);
  const walletServices = createWalletServices({ db, events, clock: deps.clock });
  return {
    events,
    health: createHealthService({
      repository: createHealthRepository(db),
      databaseKind: database.kind,
      version: APP_VERSION,
    }),
    analytics: createAnalyticsService({
      repository: createAnalyticsRepository(db),
      clock: deps.clock,
    }),
    ...geoServices,
    ...consentServices,
    ...identityServices,
    ...createPlatformContentServices({
      geo: geoServices.geo,
      db,
      config: deps.config,
      clock: deps.clock,
      logger: deps.logger,
      findUserEmail: async (userId) =>
        (await identityServices.identity.findUser(userId))?.email ?? null,
    }),
    ...catalogueServices,
    ...walletServices,
    ...createRgsServices({
      db,
      clock: deps.clock,
      events,
      wallet: walletServices.wallet,
      catalogue: catalogueServices.catalogue,
      identity: identityServices.identity,
    }),
  };
}
export type TServices = ReturnType<typeof createServices>;
