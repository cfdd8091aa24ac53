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
import { createEmbeddedVacuum } from '#src/db/embedded-vacuum';
import { createJobs, type TJobs } from '#src/db/jobs';
import { createOutbox, type TOutbox } from '#src/db/outbox';
import { analyticsModule } from '#src/modules/analytics/analytics.module';
import { auditModule } from '#src/modules/audit/audit.module';
import { amoeModule } from '#src/modules/amoe/amoe.module';
import { bonusesModule } from '#src/modules/bonuses/bonuses.module';
import { promotionsModule } from '#src/modules/promotions/promotions.module';
import { bannersModule } from '#src/modules/banners/banners.module';
import { catalogueModule } from '#src/modules/catalogue/catalogue.module';
import { cmsModule } from '#src/modules/cms/cms.module';
import { coinBackModule } from '#src/modules/coin-back/coin-back.module';
import { dailyMissionsModule } from '#src/modules/daily-missions/daily-missions.module';
import { eventTriggersModule } from '#src/modules/event-triggers/event-triggers.module';
import { configModule } from '#src/modules/config/config.module';
import { featureManagerModule } from '#src/modules/feature-manager/feature-manager.module';
import { flagsModule } from '#src/modules/flags/flags.module';
import { geoModule } from '#src/modules/geo/geo.module';
import { healthModule } from '#src/modules/health/health.module';
import { identityModule } from '#src/modules/identity/identity.module';
import { kycModule } from '#src/modules/kyc/kyc.module';
import { pocModule } from '#src/modules/poc/poc.module';
import { mailModule } from '#src/modules/mail/mail.module';
import { marketingConsentModule } from '#src/modules/marketing-consent/marketing-consent.module';
import { paymentsModule } from '#src/modules/payments/payments.module';
import { profileModule } from '#src/modules/profile/profile.module';
import { questsModule } from '#src/modules/quests/quests.module';
import { redemptionModule } from '#src/modules/redemption/redemption.module';
import { referralModule } from '#src/modules/referral/referral.module';
import { rgsModule } from '#src/modules/rgs/rgs.module';
import { gameUiStaticPlugin } from '#src/modules/rgs/rgs.static';
import { storeModule } from '#src/modules/store/store.module';
import { smsModule } from '#src/modules/sms/sms.module';
import { termsModule } from '#src/modules/terms/terms.module';
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
    /** Scheduled work (decision 190); tests run due jobs themselves. */
    jobs: TJobs;
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
  featureManagerModule,
  cmsModule,
  bannersModule,
  catalogueModule,
  artModule,
  walletModule,
  bonusesModule,
  amoeModule,
  referralModule,
  termsModule,
  promotionsModule,
  kycModule,
  pocModule,
  storeModule,
  redemptionModule,
  paymentsModule,
  rgsModule,
  dailyMissionsModule,
  coinBackModule,
  eventTriggersModule,
  questsModule,
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

  const clock = dependencies.clock ?? systemClock;
  const context: TModuleContext = {
    config,
    database,
    db: database.db,
    clock,
    logger,
    events: createEventBus<TDomainEvents>(logger),
    outbox: createOutbox<TDomainEvents>({
      db: database.db,
      logger,
      pollMs: config.OUTBOX_POLL_MS,
      nudgeDelayMs: config.OUTBOX_NUDGE_DELAY_MS,
      gatherMs: config.OUTBOX_GATHER_MS,
    }),
    jobs: createJobs({
      db: database.db,
      logger,
      clock,
      pollMs: config.JOBS_POLL_MS,
      leaseMs: config.JOBS_LEASE_MS,
      backoffBaseMs: config.JOBS_BACKOFF_BASE_MS,
    }),
  };
  // Writers emit on the bus after their commit: that is when their outbox rows become visible.
  // A round's transaction writes only events whose consumers gather (its wallet push's
  // fallback and round.settled), so its pass may wait for them (decision 231). Any other
  // transfer may have written events that are wanted at once beside it (a purchase's result).
  context.events.on('round.settled', () => context.outbox.nudge('round.settled'));
  context.events.on('wallet.changed', (event) =>
    context.outbox.nudge(event.roundId ? 'wallet.changed' : undefined),
  );
  app.addHook('onReady', context.outbox.start);
  app.addHook('onClose', context.outbox.stop);
  app.addHook('onReady', context.jobs.start);
  app.addHook('onClose', context.jobs.stop);
  const vacuum = createEmbeddedVacuum({ database, logger });
  app.addHook('onReady', async () => vacuum.start());
  app.addHook('onClose', () => vacuum.stop());
  // Filled by each module as it registers (lib/module.ts).
  const modules = {} as TModuleServices;
  app.decorate('modules', modules);
  app.decorate('events', context.events);
  app.decorate('outbox', context.outbox);
  app.decorate('jobs', context.jobs);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    paymentsUrl: config.paymentsUrl,
    identityCheckUrl: config.IDENTITY_CHECK_BROWSER_URL ?? config.IDENTITY_CHECK_URL,
  });
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
    await api.register(idempotencyPlugin, {
      db: database.db,
      clock: context.clock,
      retention: { keepMs: config.IDEMPOTENCY_RETENTION_HOURS * 3_600_000, everyMs: 600_000 },
    });
    for (const module of MODULES) await api.register(module, context);
  });

  await app.register(socketPlugin, {
    services: {
      events: context.events,
      identity: modules.identity,
      lowBalance: modules.lowBalance,
    },
    outbox: context.outbox,
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
