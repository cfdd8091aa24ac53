import type { TDomainEvents } from '@casino/contracts';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { artModule } from '#src/art/art.module';
import type { TConfig } from '#src/config';
import type { TDatabaseHandle } from '#src/db/client';
import { systemClock, type TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import { createEventBus, type TEventBus } from '#src/lib/event-bus';
import type { TModuleContext, TModuleServices } from '#src/lib/module';
import { createOutbox, type TOutbox } from '#src/db/outbox';
import { analyticsModule } from '#src/modules/analytics/analytics.module';
import { auditModule } from '#src/modules/audit/audit.module';
import { bonusesModule } from '#src/modules/bonuses/bonuses.module';
import { bannersModule } from '#src/modules/banners/banners.module';
import { catalogueModule } from '#src/modules/catalogue/catalogue.module';
import { cmsModule } from '#src/modules/cms/cms.module';
import { configModule } from '#src/modules/config/config.module';
import { flagsModule } from '#src/modules/flags/flags.module';
import { geoModule } from '#src/modules/geo/geo.module';
import { healthModule } from '#src/modules/health/health.module';
import { identityModule } from '#src/modules/identity/identity.module';
import { mailModule } from '#src/modules/mail/mail.module';
import { marketingConsentModule } from '#src/modules/marketing-consent/marketing-consent.module';
import { profileModule } from '#src/modules/profile/profile.module';
import { rgsModule } from '#src/modules/rgs/rgs.module';
import { gameUiStaticPlugin } from '#src/modules/rgs/rgs.static';
import { smsModule } from '#src/modules/sms/sms.module';
import { walletModule } from '#src/modules/wallet/wallet.module';
import { accessPolicyPlugin } from '#src/plugins/app/access-policy';
import { errorHandlerPlugin, replyToFrameworkError } from '#src/plugins/app/error-handler';
import { idempotencyPlugin } from '#src/plugins/app/idempotency';
import { socketPlugin } from '#src/plugins/app/socket';
import { staticWebPlugin } from '#src/plugins/app/static-web';
import { compressionPlugin } from '#src/plugins/external/compression';
import { openApiPlugin } from '#src/plugins/external/openapi';
import { securityPlugin } from '#src/plugins/external/security';

export interface TAppDependencies {
  config: TConfig;
  database: TDatabaseHandle;
  logger: Logger;
  clock?: TClock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain event bus; tests subscribe to it. */
    events: TEventBus<TDomainEvents>;
    /** Durable domain event consumers (decision 150); tests register theirs before ready. */
    outbox: TOutbox<TDomainEvents>;
  }
}

/**
 * The domain modules in start-up order: each one's `needs` are services of modules above it.
 * A new module goes below the modules it calls (README, "Adding a module").
 */
const MODULES = [
  healthModule,
  auditModule,
  smsModule,
  mailModule,
  geoModule,
  marketingConsentModule,
  identityModule,
  profileModule,
  configModule,
  flagsModule,
  cmsModule,
  bannersModule,
  catalogueModule,
  artModule,
  walletModule,
  bonusesModule,
  rgsModule,
  analyticsModule,
];

/**
 * Builds the whole HTTP application in a fixed order: external plugins (security, OpenAPI),
 * then our cross-cutting plugins (errors, access policy), then the domain modules, then the
 * socket and the SPA. Tests call this with their own database and drive it through `app.inject`.
 */
export async function buildApp(dependencies: TAppDependencies): Promise<FastifyInstance> {
  const { config, database, logger } = dependencies;
  const fastifyLogger: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance: fastifyLogger,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 256 * 1024,
    frameworkErrors: replyToFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: TModuleContext = {
    config,
    database,
    db: database.db,
    clock: dependencies.clock ?? systemClock,
    logger,
    events: createEventBus<TDomainEvents>(logger),
    outbox: createOutbox<TDomainEvents>({
      db: database.db,
      logger,
      pollMs: config.OUTBOX_POLL_MS,
      leaseMs: config.OUTBOX_LEASE_MS,
    }),
  };
  // Writers emit on the bus after their commit: that is when their outbox rows become visible.
  context.events.on('round.settled', context.outbox.nudge);
  context.events.on('wallet.changed', context.outbox.nudge);
  app.addHook('onReady', context.outbox.start);
  app.addHook('onClose', context.outbox.stop);
  // Filled by each module as it registers (lib/module.ts).
  const modules = {} as TModuleServices;
  app.decorate('modules', modules);
  app.decorate('events', context.events);
  app.decorate('outbox', context.outbox);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(openApiPlugin);

  await app.register(async (api) => {
    await api.register(compressionPlugin);
    await api.register(rateLimit, {
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, rateLimitContext) =>
        new AppError(
          'TooManyRequestsError',
          `Too many requests, retry in ${Math.ceil(rateLimitContext.ttl / 1000)} s`,
        ),
    });
    // Requests arrive only after start-up, when the identity module has registered.
    await api.register(accessPolicyPlugin, {
      resolvePrincipal: (request) => modules.identity.resolvePrincipal(request),
    });
    await api.register(idempotencyPlugin, { db: database.db, clock: context.clock });
    for (const module of MODULES) await api.register(module, context);
  });

  await app.register(socketPlugin, {
    services: { events: context.events, identity: modules.identity },
    publicUrl: config.publicUrl,
    redisUrl: config.REDIS_URL,
    isMultisessionGuardEnabled: async (userId) =>
      (await modules.flags.evaluateForUser(userId)).prevent_multisession_enable === true,
  });

  // Source maps show our sources to anyone; production serves the built files only.
  const servesSourceMaps = !config.isProduction;
  await app.register(gameUiStaticPlugin, { webDistDir: config.WEB_DIST_DIR, servesSourceMaps });
  await app.register(staticWebPlugin, { root: config.WEB_DIST_DIR, servesSourceMaps });
  return app;
}
