import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '#src/app';
import { loadConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { runMigrations, withStartupLock } from '#src/db/migrate';
import { seedDatabase } from '#src/seed/index';
import { createLogger } from '#src/lib/logger';
import { describeOutboxAccess } from '#src/modules/mail/outbox-access';
import { buildPaymentsFrameServer } from '#src/plugins/app/payments-frame-server';

/** Both the source (src/) and the bundle (dist/) sit two levels below apps/, beside apps/web. */
const defaultWebDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'dist',
);

async function main(): Promise<void> {
  const config = loadConfig({ WEB_DIST_DIR: defaultWebDist, ...process.env });
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config);
  const seed = await withStartupLock(database, async (startup) => {
    await runMigrations(startup);
    return config.SEED_DEMO
      ? seedDatabase(startup.db, { largeGameCount: config.SEED_LARGE_GAMES, logger })
      : { demoLogins: [] };
  });

  const app = await buildApp({ config, database, logger });
  const paymentsFrame =
    config.PAYMENTS_PORT > 0 && config.WEB_DIST_DIR
      ? await buildPaymentsFrameServer({
          config,
          distDir: path.resolve(config.WEB_DIST_DIR, '..', '..', 'payments', 'dist'),
          logger,
        })
      : null;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await paymentsFrame?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  await paymentsFrame?.listen({ host: config.HOST, port: config.PAYMENTS_PORT });
  const lines = [
    '',
    `  Crown Casino is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL'}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    `  Payments frame: ${paymentsFrame ? config.paymentsUrl : 'not built (npm run build)'}`,
    `  ${describeOutboxAccess(config.devOutbox, config.publicUrl)}`,
  ];
  if (seed.demoLogins.length > 0) {
    lines.push('  Demo logins:');
    for (const login of seed.demoLogins) {
      lines.push(`    ${login.role.padEnd(10)} ${login.email}  /  ${login.password}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Crown Casino failed to start: ${String(error)}\n`);
  if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
