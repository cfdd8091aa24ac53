// The round server under load. Prints numbers beside a baseline from the same run; asserts nothing.
// Also (issue 12): mines (open, pick, cash out) beside three settlements; one hot player (one
// lane, back to back) beside one hot wallet; the wallet socket push's delay after the request
// starts; and a player with 1,000,000 past rounds (seeded by one INSERT … SELECT
// generate_series; 2,000 with --smoke) beside a new player.
// Whole rounds/s and latency p50/p99 per studio engine over HTTP (auth with a Bearer ID token,
// fair RNG, the engine's math, round record, ledger settlement, wallet.changed push; free spins
// and respins are drawn with the spin that wins them (decision 239); mines continues to the end,
// picking a cell then cashing out), beside the minimal bet+win ledger transaction (wallet.settleRound called directly) on
// the same database, the same players and the same concurrency, measured in stretches that
// alternate with the engine's (the machine's drift in speed then moves both alike), and the ratio. PGlite in memory by default;
// PostgreSQL when DATABASE_URL is set (a scratch database is created and dropped). `--smoke`.
// Each line also prints the CPU an operation cost this process and the rest of the machine: on
// two shared cores the rates follow the machine's CPU per operation. The load generator is a
// minimal HTTP/1.1 client (lane-client.ts), and every engine and the ledger run 1,000 rounds
// before the first figure (decision 236): the server's path in its steady state is what is
// compared, and the client's CPU, still counted against the round, is kept small.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { executeRows } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { openBenchDatabase } from './bench-database';
import { createLaneClient } from './lane-client';
import {
  CPU_LEGEND,
  cpuSplit,
  line,
  measureAlternating,
  measure as measureOn,
  ratio,
  type TFigures,
} from './measure';
import type { TRoundPlayResponse, TRoundView } from '@casino/contracts';
import { games } from '../apps/server/src/db/schema/index';
import { RGS_GAMES } from '../apps/server/src/modules/rgs/rgs.games';
import { seedDatabase } from '../apps/server/src/seed/index';
import { connectWallet, connected } from '../apps/server/src/plugins/app/socket.test-support';

const isSmoke = process.argv.includes('--smoke');
const sizes = isSmoke
  ? { rounds: 40, players: 20, hotRounds: 40, pastRounds: 2_000, steadyRounds: 20 }
  : { rounds: 2_000, players: 200, hotRounds: 1_000, pastRounds: 1_000_000, steadyRounds: 1_000 };
const lanes = 8;
const logger = pino({ level: 'silent' });
const measure = (
  count: number,
  operation: (index: number, lane: number) => Promise<unknown>,
  laneCount = lanes,
) => measureOn(count, operation, laneCount);

const { handle, drop } = await openBenchDatabase('rgs', lanes + 4);
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

// The one-lane players, and the past rounds, before any HTTP: a long seed idles no connection.
/** A player of their own (user, session, funds, ID token) for the one-lane figures. */
async function newPlayer(id: string) {
  await db.execute(
    sql`INSERT INTO users (id, name, email) VALUES (${id}, 'Bench', ${`${id}@bench.test`})`,
  );
  await db.execute(
    sql`INSERT INTO sessions (id, expires_at, token, user_id)
        VALUES (${`session-${id}`}, now() + interval '1 hour', ${`token-${id}`}, ${id})`,
  );
  await wallet.transfer({
    idempotencyKey: `fund-${id}`,
    code: 'purchase',
    userId: id,
    coin: 'GC',
    amountMinor: 1_000_000_00,
  });
  return (await identity.issueIdToken(id, `session-${id}`)).token;
}
const classic = engineGames.find((game) => game.engineKey === 'classic-3reel') ?? engineGames[0]!;
const hotToken = await newPlayer('bench-rgs-hot');
const veteranToken = await newPlayer('bench-rgs-veteran');
const newcomerToken = await newPlayer('bench-rgs-newcomer');
await app.modules.fairSeeds.getActive('bench-rgs-veteran');
const seeded = performance.now();
await db.execute(sql`
  INSERT INTO game_rounds (id, user_id, game_id, engine_key, coin, bet_minor, win_minor,
    multiplier_hundredths, state, steps, seed_pair_id, nonce, rng_words_used, idempotency_key,
    bet_transfer_id, win_transfer_id, win_streak, created_at, settled_at)
  SELECT 'past-' || n, 'bench-rgs-veteran', ${classic.gameId}, ${classic.engineKey}, 'GC', 500, 0, 0,
    'settled', '[]'::jsonb, p.id, 1000000 + n, 3, 'past-' || n, NULL, NULL, 0,
    now() - interval '30 days' + n * interval '1 millisecond',
    now() - interval '30 days' + n * interval '1 millisecond'
  FROM generate_series(1, ${sizes.pastRounds}) AS n
  CROSS JOIN (SELECT id FROM fair_seed_pairs WHERE user_id = 'bench-rgs-veteran' AND revealed_at IS NULL) p`);
// Vacuumed as well as analysed: the autovacuum of a million new rows would otherwise run during
// the first engine's figures.
await db.execute(sql`VACUUM (ANALYZE) game_rounds`);
const seededMs = performance.now() - seeded;

await app.listen({ host: '127.0.0.1', port: 0 });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
console.log(
  `database: ${handle.kind}, ${lanes} concurrent lanes, ${sizes.players} players${isSmoke ? ' (smoke sizes)' : ''}`,
);
console.log(CPU_LEGEND);

/**
 * The load generator shares this process with the server: one kept-alive connection per lane,
 * read and written by a minimal HTTP/1.1 client (decision 236), asking for compressed answers as
 * a browser does.
 */
const client = createLaneClient(baseUrl);
/** Requests made since the count was last read: how many a whole round of an engine takes. */
let requestCount = 0;
async function post(
  lane: number,
  index: number,
  path: string,
  body: unknown,
  token = tokens[index % tokens.length] as string,
): Promise<TRoundView> {
  requestCount += 1;
  const response = await client.post(lane, path, body, token);
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${response.text}`);
  return (JSON.parse(response.text) as TRoundPlayResponse).data.round;
}

/**
 * One whole round as a frame plays it: the opening request, then every step to the end. Each
 * lane plays its own players, so no player has two rounds of a game open at once.
 */
const playRound = (engineKey: string, gameId: number) => async (count: number, lane: number) => {
  const index = lane + lanes * (count % Math.floor(sizes.players / lanes));
  let round = await post(lane, index, '/api/rgs/play', {
    gameId,
    coin: 'GC',
    betLevel: 0,
    idempotencyKey: randomUUID(),
    params: CHOICES[engineKey],
  });
  while (round.state === 'open') {
    const minesAction = round.steps.length === 1 ? 'pick:12' : 'cashOut';
    round = await post(lane, index, `/api/rgs/rounds/${round.roundId}/continue`, {
      action: engineKey === 'mines' ? minesAction : round.awaitingActions[0],
      stepIndex: round.steps.length,
    });
  }
};
const pendingEvents = async () =>
  Number(
    (await executeRows<{ count: unknown }>(db, sql`SELECT count(*) AS count FROM outbox_events`))[0]
      ?.count ?? 0,
  );
/**
 * Ends a timed stretch: the outbox events its operations left are delivered now, inside its
 * time, so each side pays for its own deliveries (a gathering pass would deliver them up to
 * 200 ms later, in the next stretch's time). Delivered one after another at the end, they cost
 * a stretch more than they do beside rounds in a steady state: the ratio errs low.
 */
async function deliverLeftEvents(): Promise<void> {
  while ((await app.outbox.dispatchOnce()) > 0);
  while ((await pendingEvents()) > 0) await new Promise((resolve) => setTimeout(resolve, 2));
}
let baselineBatch = 0;
/**
 * One bet+win ledger settlement; each baseline batch has keys of its own. It names a round, as
 * a round's settlement does: its wallet.changed outbox rows then wait for a gathering pass as a
 * round's do (decision 231), instead of asking for one at once.
 */
const settle = (batch: number) => (index: number) =>
  wallet.settleRound({
    idempotencyKey: `baseline-${batch}-${index}`,
    userId: players[index % players.length] as string,
    coin: 'GC',
    betMinor: 500,
    winMinor: index % 2 === 0 ? 0 : 400,
    metadata: { roundId: `baseline-${batch}-${index}` },
  });
// Steady state, not start-up: every player plays once first (their seed pair is created and
// their token checked), and each engine and its baseline are warmed just before they are
// measured (the JIT compiles that engine's math and the path's code before the clock starts).
await measure(sizes.players, (index, lane) =>
  post(lane, index, '/api/rgs/play', {
    gameId: classic.gameId,
    coin: 'GC',
    betLevel: 0,
    idempotencyKey: randomUUID(),
  }),
);
const warmUp = Math.min(200, sizes.rounds);
// The process's JIT and heap sizing, and the database's plans on every pooled connection, settle
// over thousands of rounds, not hundreds: measured after 400 rounds, the first engine cost this
// process up to half as much CPU again as the same engine measured 3,000 rounds later. Every engine
// and the ledger run a pass of their own before the first timed stretch.
for (const { engineKey, gameId } of engineGames) {
  await measure(sizes.steadyRounds, settle(baselineBatch++));
  await measure(sizes.steadyRounds, playRound(engineKey, gameId));
}
console.log(
  `\n${sizes.rounds} rounds each, ${lanes} lanes (whole rounds, HTTP, full path), each beside the ledger baseline measured in alternating stretches`,
);
const baselines: TFigures[] = [];
for (const { engineKey, gameId } of engineGames) {
  // Alternating with each engine: load from elsewhere on the machine moves both alike.
  await measure(warmUp, settle(baselineBatch++));
  await measure(warmUp, playRound(engineKey, gameId));
  requestCount = 0;
  const { baseline, subject: figures } = await measureAlternating(
    sizes.rounds,
    settle(baselineBatch++),
    playRound(engineKey, gameId),
    lanes,
    deliverLeftEvents,
  );
  baselines.push(baseline);
  line(
    engineKey === 'mines' ? 'mines (open, pick, cash out)' : engineKey,
    figures,
    engineKey === 'mines'
      ? `${ratio(figures, baseline, 3)} of three settlements (ledger ${baseline.rate.toFixed(0)}/s)`
      : `${ratio(figures, baseline)} of the ledger (${baseline.rate.toFixed(0)}/s)`,
  );
  // Mines continues a round over more requests; every other engine answers a round in one.
  console.log(`${''.padEnd(44)} ${(requestCount / sizes.rounds).toFixed(3)} requests per round`);
}
const rates = baselines.map((baseline) => baseline.rate).sort((left, right) => left - right);
console.log(
  `${'wallet.settleRound (ledger only), per engine'.padEnd(44)} ${rates[Math.floor(rates.length / 2)]!.toFixed(0).padStart(6)} /s median, ${rates[0]!.toFixed(0)}–${rates.at(-1)!.toFixed(0)} /s`,
);

// Where a round's machine time goes: the same rounds with the outbox's deliveries paused (the
// round path alone), then the backlog they left delivered with nothing else running.
while ((await pendingEvents()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
await app.outbox.stop();
const { baseline: pausedBaseline, subject: paused } = await measureAlternating(
  sizes.rounds,
  settle(baselineBatch),
  playRound(classic.engineKey, classic.gameId),
  lanes,
);
line(
  `${classic.engineKey}, deliveries paused`,
  paused,
  `${ratio(paused, pausedBaseline)} of the ledger (${pausedBaseline.rate.toFixed(0)}/s, deliveries paused too)`,
);
const backlog = await pendingEvents();
const drain = await measure(
  1,
  async () => {
    await app.outbox.start();
    const deadline = performance.now() + 120_000;
    while ((await pendingEvents()) > 0 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
  },
  1,
);
const undelivered = await pendingEvents();
console.log(
  `${'  then the outbox events they left'.padEnd(44)} ${String(backlog).padStart(6)} events delivered in ${drain.p50.toFixed(0)} ms: cpu/round ${cpuSplit(drain.cpu.processMs / sizes.rounds, drain.cpu.machineMs / sizes.rounds)}${undelivered > 0 ? ` (${undelivered} left after 120 s)` : ''}`,
);

const oneRound = (token: string) => () =>
  post(
    0,
    0,
    '/api/rgs/play',
    { gameId: classic.gameId, coin: 'GC', betLevel: 0, idempotencyKey: randomUUID() },
    token,
  );

console.log(`\n${sizes.hotRounds} rounds back to back, one lane (${classic.engineKey})`);
const hotWalletId = players[0] as string;
const hotSettle = (batch: string) => (index: number) =>
  wallet.settleRound({
    idempotencyKey: `hot-${batch}-${index}`,
    userId: hotWalletId,
    coin: 'GC',
    betMinor: 500,
    winMinor: index % 2 === 0 ? 0 : 400,
    metadata: { roundId: `hot-${batch}-${index}` },
  });
await measure(Math.min(100, sizes.hotRounds), hotSettle('warm'), 1);
const pushDelays: number[] = [];
const socket = connectWallet(baseUrl, { token: hotToken });
await connected(socket);
await measure(Math.min(100, sizes.hotRounds), oneRound(hotToken), 1);
// The warm-up's last pushes arrive before the timed pushes are listened for.
await new Promise((resolve) => setTimeout(resolve, 500));
let lastStart = 0;
socket.on('wallet', () => pushDelays.push(performance.now() - lastStart));
const { baseline: hotWallet, subject: hotPlayer } = await measureAlternating(
  sizes.hotRounds,
  hotSettle('measured'),
  async () => {
    lastStart = performance.now();
    await oneRound(hotToken)();
  },
  1,
  deliverLeftEvents,
);
socket.close();
line('one hot wallet: wallet.settleRound', hotWallet, '×1.00 (baseline)');
line(
  'one hot player: whole rounds over HTTP',
  hotPlayer,
  `${ratio(hotPlayer, hotWallet)} of the hot wallet`,
);
pushDelays.sort((left, right) => left - right);
const pushAt = (fraction: number) =>
  pushDelays[Math.min(pushDelays.length - 1, Math.floor(pushDelays.length * fraction))] ?? NaN;
console.log(
  `${'  wallet push after the request started'.padEnd(44)} ${String(pushDelays.length).padStart(6)} msgs p50 ${pushAt(0.5).toFixed(1).padStart(6)} ms   p99 ${pushAt(0.99).toFixed(1).padStart(6)} ms`,
);

console.log(
  `\n${sizes.hotRounds} rounds back to back, one lane, beside ${sizes.pastRounds.toLocaleString('en-US')} past rounds (seeded in ${(seededMs / 1000).toFixed(1)} s)`,
);
const { baseline: newcomer, subject: veteran } = await measureAlternating(
  sizes.hotRounds,
  oneRound(newcomerToken),
  oneRound(veteranToken),
  1,
  deliverLeftEvents,
);
line('a new player', newcomer, '×1.00 (baseline)');
line(
  `a player with ${sizes.pastRounds.toLocaleString('en-US')} past rounds`,
  veteran,
  `${ratio(veteran, newcomer)} of the new player`,
);

const report = await app.modules.reconciliation.reconcile();
console.log(
  `reconciliation after the run: ${report.isBalanced ? 'balanced' : 'PROBLEMS'} (${report.transferCount} transfers)`,
);

client.close();
await app.close();
await handle.close();
await drop();
