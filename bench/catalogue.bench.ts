// Catalogue read paths under load: search (exact and typo), a category page and the lobby,
// each beside /api/health (one trivial database round trip) measured in the same run.
// Starts the real app in-process on a temporary PGlite seeded with 5,000 extra games, or on
// PostgreSQL when DATABASE_URL is set. Prints numbers; asserts none. `--smoke`: ~2 s a target.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, wrapPglite } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/seed/index';

const isSmoke = process.argv.includes('--smoke');
const durationSeconds = isSmoke ? 2 : 10;
const connections = 10;
const largeGameCount = 5_000;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'casino-bench-catalogue-'));
const database = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL)
  : wrapPglite(await openPglite({ dataDir: path.join(dataDir, 'pglite') }));
const logger = pino({ level: 'silent' });
const seedStartedAt = Date.now();
await runMigrations(database);
await seedDatabase(database.db, { largeGameCount, logger });
console.log(
  `database: ${database.kind}, seeded ${largeGameCount} extra games in ${Date.now() - seedStartedAt} ms`,
);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '100000000',
});
const app = await buildApp({ config, database, logger });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
const origin = `http://127.0.0.1:${address.port}`;

const lobby = (await (
  await fetch(`${origin}/api/user/sub-category?perPage=50&limit=1`)
).json()) as {
  data: { masterGameSubCategoryId: number; slug: string; gamesCount: number }[];
};
const slots = lobby.data.find((category) => category.slug === 'slots');
if (!slots) throw new Error('the seeded Video Slots category is missing');

const targets: { name: string; path: string }[] = [
  { name: 'baseline /api/health', path: '/api/health' },
  { name: 'search "crown"', path: '/api/games/search?text=crown&limit=12' },
  { name: 'search typo "dimond"', path: '/api/games/search?text=dimond&limit=12' },
  {
    name: `category page 1 (${slots.gamesCount} games)`,
    path: `/api/user/casino-games?subCategoryId=${slots.masterGameSubCategoryId}&limit=24`,
  },
  {
    name: 'category page 20',
    path: `/api/user/casino-games?subCategoryId=${slots.masterGameSubCategoryId}&limit=24&page=20`,
  },
  { name: 'lobby (10 rows x 20 games)', path: '/api/user/sub-category?limit=20' },
];

interface TMeasure {
  name: string;
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

async function measure(target: { name: string; path: string }): Promise<TMeasure> {
  // Requests still in flight from the previous target queue on the same database connection;
  // one sequential request waits for them and warms this path up.
  const warmUp = await fetch(`${origin}${target.path}`);
  if (!warmUp.ok) throw new Error(`${target.path} answered ${warmUp.status}`);
  await warmUp.arrayBuffer();
  const result = await autocannon({
    url: `${origin}${target.path}`,
    connections,
    duration: durationSeconds,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const results: TMeasure[] = [];
for (const target of targets) results.push(await measure(target));
const baseline = results[0];

console.log(`\n${connections} connections, ${durationSeconds} s per target`);
console.log(
  `${'target'.padEnd(36)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs baseline'.padStart(13)}${'requests'.padStart(10)}${'failed'.padStart(8)}`,
);
for (const row of results) {
  const ratio = baseline ? row.requestsPerSecond / baseline.requestsPerSecond : 1;
  console.log(
    `${row.name.padEnd(36)}${row.requestsPerSecond.toFixed(0).padStart(9)}${String(row.p50Ms).padStart(9)}${String(row.p99Ms).padStart(9)}${`${ratio.toFixed(2)}x`.padStart(13)}${String(row.requests).padStart(10)}${String(row.failures).padStart(8)}`,
  );
}

await app.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
