// The round server under load. Prints numbers beside a baseline from the same run; asserts nothing.
// Whole rounds/s and latency p50/p99 per studio engine over HTTP (auth with a Bearer ID token,
// fair RNG, the engine's math, round record, ledger settlement, wallet.changed push; multi-step
// rounds continue to the end: mines picks a cell then cashes out, respins and free spins run
// out), beside the minimal bet+win ledger transaction (wallet.settleRound called directly) on
// the same database, the same players and the same concurrency, and the ratio. PGlite in memory by default;
// PostgreSQL when DATABASE_URL is set (a scratch database is created and dropped). `--smoke`.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import {
  openPglite,
  openPostgres,
  wrapPglite,
  type TDatabaseHandle,
} from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import type { TRoundPlayResponse, TRoundView } from '@casino/contracts';
import { games } from '../apps/server/src/db/schema/index';
import { RGS_GAMES } from '../apps/server/src/modules/rgs/rgs.games';
import { seedDatabase } from '../apps/server/src/seed/index';

const isSmoke = process.argv.includes('--smoke');
const sizes = isSmoke ? { rounds: 40, players: 20 } : { rounds: 1_000, players: 200 };
const lanes = 8;
const logger = pino({ level: 'silent' });

async function openBenchDatabase(): Promise<{
  handle: TDatabaseHandle;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { handle: wrapPglite(await openPglite({})), drop: async () => undefined };
  const name = `casino_bench_rgs_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: openPostgres(url.toString(), lanes + 4),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Runs `count` timed operations on `lanes` concurrent lanes: rate per second and latencies. */
async function measure(
  count: number,
  operation: (index: number, lane: number) => Promise<unknown>,
) {
  const latencies: number[] = [];
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let index = next++; index < count; index = next++) {
        const started = performance.now();
        await operation(index, lane);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const rate = count / ((performance.now() - startedAt) / 1000);
  latencies.sort((left, right) => left - right);
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? NaN;
  return { rate, p50: at(0.5), p99: at(0.99) };
}

const { handle, drop } = await openBenchDatabase();
await runMigrations(handle);
await seedDatabase(handle.db, { largeGameCount: 0, logger });
const db = handle.db;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.data-bench',
  RATE_LIMIT_MAX: '100000000',
});
const app = await buildApp({ config, database: handle, logger });
const { wallet, identity } = app.modules;
const engineGames: { engineKey: string; gameId: number }[] = [];
for (const engineKey of Object.keys(RGS_GAMES)) {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.engineKey, engineKey))
    .limit(1);
  if (!game) throw new Error(`the seed has no ${engineKey} game`);
  engineGames.push({ engineKey, gameId: game.id });
}
/** The player's choices per engine (slots take none). */
const CHOICES: Record<string, Record<string, unknown>> = {
  plinko: { rows: 16, risk: 'high' },
  mines: { mineCount: 3 },
  wheel: { segments: 30, risk: 'medium' },
};

const players = Array.from({ length: sizes.players }, (_, index) => `bench-rgs-${index}`);
await db.execute(
  sql`INSERT INTO users (id, name, email) VALUES ${sql.join(
    players.map((id) => sql`(${id}, ${'Bench'}, ${`${id}@bench.test`})`),
    sql`, `,
  )}`,
);
await db.execute(
  sql`INSERT INTO sessions (id, expires_at, token, user_id) VALUES ${sql.join(
    players.map(
      (id) => sql`(${`session-${id}`}, now() + interval '1 hour', ${`token-${id}`}, ${id})`,
    ),
    sql`, `,
  )}`,
);
const tokens: string[] = [];
for (const id of players) {
  await wallet.transfer({
    idempotencyKey: `fund-${id}`,
    code: 'purchase',
    userId: id,
    coin: 'GC',
    amountMinor: 1_000_000_00,
  });
  tokens.push((await identity.issueIdToken(id, `session-${id}`)).token);
}

await app.listen({ host: '127.0.0.1', port: 0 });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
console.log(
  `database: ${handle.kind}, ${lanes} concurrent lanes, ${sizes.players} players${isSmoke ? ' (smoke sizes)' : ''}`,
);

async function post(index: number, path: string, body: unknown): Promise<TRoundView> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokens[index % tokens.length]}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as TRoundPlayResponse).data.round;
}

/**
 * One whole round as a frame plays it: the opening request, then every step to the end. Each
 * lane plays its own players, so no player has two rounds of a game open at once.
 */
const playRound = (engineKey: string, gameId: number) => async (count: number, lane: number) => {
  const index = lane + lanes * (count % Math.floor(sizes.players / lanes));
  let round = await post(index, '/api/rgs/play', {
    gameId,
    coin: 'GC',
    betLevel: 0,
    idempotencyKey: randomUUID(),
    params: CHOICES[engineKey],
  });
  while (round.state === 'open') {
    const minesAction = round.steps.length === 1 ? 'pick:12' : 'cashOut';
    round = await post(index, `/api/rgs/rounds/${round.roundId}/continue`, {
      action: engineKey === 'mines' ? minesAction : round.awaitingActions[0],
      stepIndex: round.steps.length,
    });
  }
};
const settle = (index: number) =>
  wallet.settleRound({
    idempotencyKey: `baseline-${index}`,
    userId: players[index % players.length] as string,
    coin: 'GC',
    betMinor: 500,
    winMinor: index % 2 === 0 ? 0 : 400,
  });

const first = engineGames[0]!;
await measure(Math.min(100, sizes.rounds), playRound(first.engineKey, first.gameId));
const baseline = await measure(sizes.rounds, settle);
const line = (label: string, figures: { rate: number; p50: number; p99: number }) =>
  console.log(
    `${label.padEnd(40)} ${figures.rate.toFixed(0).padStart(6)} /s   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   ×ledger ${(figures.rate / baseline.rate).toFixed(2)}`,
  );
console.log(`\n${sizes.rounds} rounds each (whole rounds, HTTP, full path)`);
line('wallet.settleRound (ledger only)', baseline);
for (const { engineKey, gameId } of engineGames) {
  line(engineKey, await measure(sizes.rounds, playRound(engineKey, gameId)));
}
const report = await app.modules.reconciliation.reconcile();
console.log(
  `reconciliation after the run: ${report.isBalanced ? 'balanced' : 'PROBLEMS'} (${report.transferCount} transfers)`,
);

await app.close();
await handle.close();
await drop();
