import { CONFIG_KEYS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { TConfig } from '#src/config';
import type { TDatabase } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { createBannersRepository } from '#src/modules/banners/banners.repository';
import { bannersRoutes } from '#src/modules/banners/banners.routes';
import { createBannersService } from '#src/modules/banners/banners.service';
import { createCmsRepository } from '#src/modules/cms/cms.repository';
import { cmsRoutes } from '#src/modules/cms/cms.routes';
import { createCmsService } from '#src/modules/cms/cms.service';
import { createConfigRepository } from '#src/modules/config/config.repository';
import { configAdminRoutes } from '#src/modules/config/config.admin-routes';
import { configRoutes } from '#src/modules/config/config.routes';
import { createConfigService } from '#src/modules/config/config.service';
import { createFlagsRepository } from '#src/modules/flags/flags.repository';
import { flagsAdminRoutes } from '#src/modules/flags/flags.admin-routes';
import { flagsRoutes } from '#src/modules/flags/flags.routes';
import { createFlagsService, type TUserEmailLookup } from '#src/modules/flags/flags.service';
import { geoRoutes } from '#src/modules/geo/geo.routes';
import type { TGeoService } from '#src/modules/geo/geo.service';
import { marketingConsentRoutes } from '#src/modules/marketing-consent/marketing-consent.routes';
import type { TMarketingConsentService } from '#src/modules/marketing-consent/marketing-consent.service';

/**
 * The platform content modules (cms, banners, config, geo, flags, marketing consent) for the
 * composition root (geo and marketing consent are built
 * before identity, which calls them). Config derives
 * UNAVAILABLE_STATES_CODES from geo's territories.
 */
export function createPlatformContentServices(deps: {
  db: TDatabase;
  config: TConfig;
  clock: TClock;
  logger: Logger;
  findUserEmail: TUserEmailLookup;
  geo: TGeoService;
}) {
  const { db, config, clock, geo } = deps;
  return {
    operatorConfig: createConfigService({
      repository: createConfigRepository(db),
      derived: { [CONFIG_KEYS.unavailableStatesCodes]: () => geo.listExcludedTerritoryCodes() },
      clock,
    }),
    flags: createFlagsService({
      repository: createFlagsRepository(db),
      internalEmailDomain: config.INTERNAL_EMAIL_DOMAIN,
      findUserEmail: deps.findUserEmail,
      clock,
      logger: deps.logger,
    }),
    cms: createCmsService({ repository: createCmsRepository(db), clock }),
    banners: createBannersService({ repository: createBannersRepository(db), clock }),
  };
}
export type TPlatformContentServices = ReturnType<typeof createPlatformContentServices>;

export function platformContentRoutes(
  app: FastifyInstance,
  services: TPlatformContentServices & {
    geo: TGeoService;
    marketingConsent: TMarketingConsentService;
  },
) {
  geoRoutes(app, services.geo);
  configRoutes(app, services.operatorConfig);
  configAdminRoutes(app, services.operatorConfig);
  flagsRoutes(app, services.flags);
  flagsAdminRoutes(app, services.flags);
  cmsRoutes(app, services.cms);
  bannersRoutes(app, services.banners);
  marketingConsentRoutes(app, services.marketingConsent);
}
