import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TSandboxContext } from '#src/context';
import { systemClock } from '#src/lib/clock';
import { Scheduler } from '#src/lib/scheduler';
import type { TSandboxOptions } from '#src/options';
import { registerErrorHandling } from '#src/plugins/error-handler';
import { applePayRoutes } from '#src/providers/applepay/applepay.routes';
import { createApplePayService } from '#src/providers/applepay/applepay.service';
import { bankRoutes } from '#src/providers/bank/bank.routes';
import { createBankService } from '#src/providers/bank/bank.service';
import { cardRoutes } from '#src/providers/card/card.routes';
import { createCardCustomerService } from '#src/providers/card/card-customers.service';
import { createCardHandleService } from '#src/providers/card/card-handles.service';
import { createCardPaymentService } from '#src/providers/card/card-payments.service';
import { identityRoutes } from '#src/providers/identity/identity.routes';
import { createIdentityService } from '#src/providers/identity/identity.service';
import { payoutRoutes } from '#src/providers/payouts/payouts.routes';
import { createPayoutService } from '#src/providers/payouts/payouts.service';
import { skrillRoutes } from '#src/providers/skrill/skrill.routes';
import { createSkrillService } from '#src/providers/skrill/skrill.service';
import { createMemoryStore } from '#src/store/memory-store';
import { WebhookDispatcher } from '#src/webhooks/dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: TSandboxContext;
  }
}

/**
 * Builds the provider sandbox: one Fastify app with a path prefix per provider. Tests build it
 * with their own options and listen on port 0; `main.ts` builds it from the environment.
 */
export async function buildSandbox(options: TSandboxOptions): Promise<FastifyInstance> {
  const logger = options.logger;
  const clock = options.clock ?? systemClock;
  const store = options.store ?? createMemoryStore();
  const context: TSandboxContext = {
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    merchants: options.merchants,
    timing: options.timing,
    clock,
    store,
    logger,
    webhooks: new WebhookDispatcher(store, options.timing, clock, logger),
    scheduler: new Scheduler((error) => logger.error({ err: error }, 'scheduled work failed')),
    options: {
      singleUseHandleTtlSeconds: options.singleUseHandleTtlSeconds,
      savedCardTtlSeconds: options.savedCardTtlSeconds,
      uploadMaxBytes: options.uploadMaxBytes,
      documentDir: options.documentDir,
    },
  };

  const fastifyLogger: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance: fastifyLogger,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('sandbox', context);
  app.decorateRequest('merchant', null);
  registerErrorHandling(app);

  // A POST with a JSON content type and no body (an action like redeliver) reads as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, null);
      return;
    }
    void parseJson(request, String(body), done);
  });
  // Hosted pages post plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await app.register(multipart, {
    limits: { fileSize: options.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  app.addHook('onClose', async () => {
    await context.scheduler.close();
    await context.webhooks.close();
  });

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  const card = {
    handles: createCardHandleService(context),
    customers: createCardCustomerService(context),
    payments: createCardPaymentService(context),
  };
  await app.register(cardRoutes(context, card), { prefix: '/card' });
  await app.register(
    applePayRoutes(context, { applePay: createApplePayService(context), payments: card.payments }),
    { prefix: '/applepay' },
  );
  const bank = createBankService(context);
  await app.register(bankRoutes(context, bank), { prefix: '/bank' });
  await app.register(skrillRoutes(context, createSkrillService(context)), { prefix: '/skrill' });
  const payouts = createPayoutService(context, { cardHandles: card.handles, bank });
  await app.register(payoutRoutes(context, payouts), { prefix: '/payouts' });
  await app.register(identityRoutes(context, createIdentityService(context)), {
    prefix: '/identity',
  });
  return app;
}
