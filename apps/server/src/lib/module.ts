import type { TDomainEvents } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { TConfig } from '#src/config';
import type { TDatabase, TDatabaseHandle } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import type { TEventBus } from '#src/lib/event-bus';
import type { TJobs } from '#src/db/jobs';
import type { TOutbox } from '#src/db/outbox';

/**
 * The services modules offer each other, by name. Each module adds its own entries from its
 * `<m>.module.ts` (declaration merging), so `app.modules.wallet` is typed wherever it is read:
 *
 *     declare module '#src/lib/module' {
 *       interface TModuleServices { wallet: TWalletService }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TModuleServices {}
export type TServiceName = keyof TModuleServices;

/** What every module is built from: infrastructure only, never another module's internals. */
export interface TModuleContext {
  config: TConfig;
  database: TDatabaseHandle;
  db: TDatabase;
  clock: TClock;
  logger: Logger;
  /** Domain events between modules ('wallet.changed', 'round.settled', …), after commit. */
  events: TEventBus<TDomainEvents>;
  /** Durable consumers of the same events: at least once, across processes and crashes. */
  outbox: TOutbox<TDomainEvents>;
  /** Scheduled work kept in the database (decision 190): run once across processes. */
  jobs: TJobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's public services; tests and the socket read them too. */
    modules: TModuleServices;
  }
}

export class ModuleOrderError extends Error {
  override name = 'ModuleOrderError';
}

type TProvided<P extends TServiceName> = { [K in P]: TModuleServices[K] };

export interface TModuleDefinition<N extends TServiceName, P extends TServiceName> {
  /** The module's folder name; shown in start-up errors. */
  name: string;
  /** Services of modules listed before this one in buildApp() that this module calls. */
  needs: readonly N[];
  /**
   * Builds the module's repositories and services, registers its routes on `app` (inside the
   * API scope: rate limit and access policy apply) and returns the services it offers others.
   */
  register(
    app: FastifyInstance,
    context: TModuleContext,
    needs: Pick<TModuleServices, N>,
  ): Promise<TProvided<P>>;
}

/**
 * One domain module as one Fastify plugin. Its `needs` are checked when it registers: a service
 * no earlier module provides stops the start-up with the module's name, never a runtime
 * `undefined`. The plugin is encapsulated: hooks and parsers a module adds stay its own.
 */
export function defineModule<const N extends TServiceName, const P extends TServiceName = never>(
  definition: TModuleDefinition<N, P>,
) {
  return fp<TModuleContext>(
    async (app, context) => {
      const registry = app.modules as Partial<Record<TServiceName, unknown>>;
      const missing = definition.needs.filter((name) => !(name in registry));
      if (missing.length > 0) {
        throw new ModuleOrderError(
          `Module ${definition.name} needs ${missing.join(', ')}, which no module listed before it in buildApp() provides`,
        );
      }
      const needs = Object.fromEntries(
        definition.needs.map((name) => [name, registry[name]]),
      ) as Pick<TModuleServices, N>;
      const provided = await definition.register(app, context, needs);
      for (const [name, service] of Object.entries(provided)) {
        if (name in registry) {
          throw new ModuleOrderError(
            `Service ${name} of module ${definition.name} is provided twice`,
          );
        }
        registry[name as TServiceName] = service;
      }
    },
    { name: `module:${definition.name}`, encapsulate: true },
  );
}
export type TModulePlugin = ReturnType<typeof defineModule>;
