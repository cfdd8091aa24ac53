import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '#src/app';
import { loadConfig, type TConfig } from '#src/config';
import type { TDatabaseHandle } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { createTestDatabase } from '#test/helpers/database';

export interface TTestApp {
  app: FastifyInstance;
  database: TDatabaseHandle;
  config: TConfig;
  close(): Promise<void>;
}

/**
 * The real application on its own copy of the seeded database. Use one per test file
 * (`beforeAll`) and drive it with `app.inject`. Given `database` (another test app's), it is a
 * second server process of the same deployment: closing it leaves that database open.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: TClock; database?: TDatabaseHandle } = {},
): Promise<TTestApp> {
  const database = options.database ?? (await createTestDatabase(inject('databaseTemplate')));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.data-test',
    RATE_LIMIT_MAX: '100000',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: pino({ level: 'silent' }),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
