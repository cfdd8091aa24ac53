import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config';
import type { TDatabaseHandle } from '#src/db/client';
import { systemClock } from '#src/lib/clock';
import { createEventBus } from '#src/lib/event-bus';
import { createJobs } from '#src/db/jobs';
import { createOutbox } from '#src/db/outbox';
import { defineModule, ModuleOrderError, type TModuleContext } from '#src/lib/module';

const logger = pino({ level: 'silent' });
const context: TModuleContext = {
  config: loadConfig({ NODE_ENV: 'test' }),
  database: {} as TDatabaseHandle,
  db: {} as TDatabaseHandle['db'],
  clock: systemClock,
  logger,
  events: createEventBus(logger),
  outbox: createOutbox({ db: {} as TDatabaseHandle['db'], logger, pollMs: 0 }),
  jobs: createJobs({
    db: {} as TDatabaseHandle['db'],
    logger,
    clock: systemClock,
    pollMs: 0,
    leaseMs: 1000,
    backoffBaseMs: 1000,
  }),
};

function appWithRegistry() {
  const app = Fastify({ logger: false });
  app.decorate('modules', {} as never);
  return app;
}

const fakeHealth = { check: async () => ({}) } as never;

describe('defineModule', () => {
  it('stops the start-up when a module needs a service no earlier module provides', async () => {
    const app = appWithRegistry();
    const needsHealth = defineModule({
      name: 'needs-health',
      needs: ['health'],
      async register() {
        return {};
      },
    });
    await expect(app.register(needsHealth, context).ready()).rejects.toThrow(
      new ModuleOrderError(
        'Module needs-health needs health, which no module listed before it in buildApp() provides',
      ),
    );
  });

  it('hands a module the services it needs once an earlier module provided them', async () => {
    const app = appWithRegistry();
    const provider = defineModule({
      name: 'provider',
      needs: [],
      async register() {
        return { health: fakeHealth };
      },
    });
    let received: unknown = null;
    const consumer = defineModule({
      name: 'consumer',
      needs: ['health'],
      async register(_app, _context, { health }) {
        received = health;
        return {};
      },
    });
    await app.register(provider, context).register(consumer, context).ready();
    expect(received).toBe(fakeHealth);
    expect(app.modules.health).toBe(fakeHealth);
  });

  it('refuses a service provided twice', async () => {
    const app = appWithRegistry();
    const twin = (name: string) =>
      defineModule({
        name,
        needs: [],
        async register() {
          return { health: fakeHealth };
        },
      });
    await expect(
      app.register(twin('first'), context).register(twin('second'), context).ready(),
    ).rejects.toThrow('Service health of module second is provided twice');
  });
});
