import { loadConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { runMigrations, withStartupLock } from '#src/db/migrate';
import { seedDatabase } from '#src/seed/index';
import { createLogger } from '#src/lib/logger';

/**
 * `npm run seed:large`: migrates the configured database (DATABASE_URL, or the PGlite directory
 * under DATA_DIR), runs every seeder and adds SEED_LARGE_GAMES generated games (default 5,000).
 * Stop the server first when it uses the same PGlite directory: PGlite allows one process.
 */
async function main(): Promise<void> {
  const config = loadConfig({ SEED_LARGE_GAMES: '5000', ...process.env });
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(config);
  try {
    const startedAt = Date.now();
    // Under the servers' start-up lock, with no statement timeout (decision 243).
    await withStartupLock(database, async (startup) => {
      await runMigrations(startup);
      await seedDatabase(startup.db, { largeGameCount: config.SEED_LARGE_GAMES, logger });
    });
    const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    process.stdout.write(
      `Seeded ${config.SEED_LARGE_GAMES} generated games into ${where} in ${Date.now() - startedAt} ms\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed:large failed: ${String(error)}\n`);
  process.exit(1);
});
