import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { TConfig } from '#src/config';
import type { TDatabaseHandle } from '#src/db/client';
import { systemClock, type TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import { gameUiStaticPlugin } from '#src/modules/rgs/rgs.static';
import { createServices, type TServices } from '#src/modules/services';
import { registerModuleRoutes } from '#src/modules/routes';
import { accessPolicyPlugin } from '#src/plugins/app/access-policy';
import { errorHandlerPlugin } from '#src/plugins/app/error-handler';
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
    services: TServices;
  }
}

/**
 * Builds the whole HTTP application in a fixed order: external plugins (security, OpenAPI),
 * then our cross-cutting plugins (errors, access policy), then the domain modules, then the SPA.
 * Tests call this with their own database and drive it through `app.inject`.
 */
export async function buildApp(dependencies: TAppDependencies): Promise<FastifyInstance> {
  const { config, database, logger } = dependencies;
  const fastifyLogger: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance: fastifyLogger,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({
    config,
    database,
    logger,
    clock: dependencies.clock ?? systemClock,
  });
  app.decorate('services', services);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(openApiPlugin);
  await app.register(socketPlugin, {
    services,
    publicUrl: config.publicUrl,
    redisUrl: config.REDIS_URL,
    isMultisessionGuardEnabled: async (userId) =>
      (await services.flags.evaluateForUser(userId)).prevent_multisession_enable === true,
  });

  await app.register(async (api) => {
    await api.register(compressionPlugin);
    await api.register(rateLimit, {
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'TooManyRequestsError',
          `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`,
          429,
        ),
    });
    await api.register(accessPolicyPlugin, {
      resolvePrincipal: (request) => services.identity.resolvePrincipal(request),
    });
    await registerModuleRoutes(api, services);
  });

  await app.register(gameUiStaticPlugin, { webDistDir: config.WEB_DIST_DIR });
  await app.register(staticWebPlugin, { root: config.WEB_DIST_DIR });
  return app;
}
