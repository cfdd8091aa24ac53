// The wallet push of a round's new balance (decision 154): one player plays rounds back to back
// over HTTP with a wallet socket open. Prints, from the start of each round's request, when the
// round answered, when its in-memory push reached the socket (the fast path), and when the same
// push sent from the outbox reached it (the durable path: a probe consumer of wallet.changed
// pushes each row it is handed to the player's room, marked replayed, as the `wallet-push`
// consumer does for a transfer no process pushed). Asserts nothing. PGlite in memory by default;
// PostgreSQL when DATABASE_URL is set (a scratch database is created and dropped). `--smoke`:
// a few rounds.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import {
  playerRoom,
  WALLET_NAMESPACE,
  type TRoundPlayResponse,
  type TWalletMessage,
} from '@casino/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { runMigrations } from '../apps/server/src/db/migrate';
import { openBenchDatabase } from './bench-database';
import { games } from '../apps/server/src/db/schema/index';
import { seedDatabase } from '../apps/server/src/seed/index';
import { connectWallet, connected } from '../apps/server/src/plugins/app/socket.test-support';

const isSmoke = process.argv.includes('--smoke');
const rounds = isSmoke ? 40 : 1_000;
const logger = pino({ level: 'silent' });
const playerId = 'bench-push-player';

function percentiles(values: number[]): { p50: number; p99: number; count: number } {
  const sorted = [...values].sort((left, right) => left - right);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), count: sorted.length };
}

const { handle, drop } = await openBenchDatabase('push', 6);
await runMigrations(handle);
await seedDatabase(handle.db, { largeGameCount: 0, logger });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.data-bench',
  RATE_LIMIT_MAX: '100000000',
});
const app = await buildApp({ config, database: handle, logger });
app.outbox.consume('bench-push-probe', 'wallet.changed', async (event) => {
  if (event.userId !== playerId) return;
  app.io.of(WALLET_NAMESPACE).to(playerRoom(playerId)).emit('wallet', {
    type: 'wallet',
    state: event.state,
    transferId: event.transferId,
    code: event.code,
    roundId: event.roundId,
    replayed: true,
  });
});
await app.listen({ host: '127.0.0.1', port: 0 });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const db = handle.db;
await db.execute(
  sql`INSERT INTO users (id, name, email) VALUES (${playerId}, 'Bench', 'push@bench.test')`,
);
await db.execute(
  sql`INSERT INTO sessions (id, expires_at, token, user_id)
      VALUES ('session-push', now() + interval '1 hour', 'token-push', ${playerId})`,
);
await app.modules.wallet.transfer({
  idempotencyKey: 'fund-push',
  code: 'purchase',
  userId: playerId,
  coin: 'GC',
  amountMinor: 1_000_000_00,
});
const { token } = await app.modules.identity.issueIdToken(playerId, 'session-push');
const [game] = await db
  .select({ id: games.id })
  .from(games)
  .where(eq(games.engineKey, 'classic-3reel'))
  .limit(1);
if (!game) throw new Error('the seed has no classic-3reel game');

const socket = connectWallet(baseUrl, { token });
await connected(socket);
/** When each round's push arrived, by round id: in memory, and from the outbox. */
const fastAt = new Map<string, number>();
const durableAt = new Map<string, number>();
let repeated = 0;
socket.on('wallet', (message: TWalletMessage) => {
  if (!message.roundId) return;
  const arrivals = message.replayed ? durableAt : fastAt;
  if (arrivals.has(message.roundId)) repeated += 1;
  else arrivals.set(message.roundId, performance.now());
});

const startedAt = new Map<string, number>();
const answers: number[] = [];
for (let index = 0; index < rounds; index += 1) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/rgs/play`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      gameId: game.id,
      coin: 'GC',
      betLevel: 0,
      idempotencyKey: randomUUID(),
    }),
  });
  if (response.status !== 200) throw new Error(`play answered ${response.status}`);
  const { data } = (await response.json()) as TRoundPlayResponse;
  answers.push(performance.now() - started);
  startedAt.set(data.roundId, started);
}
for (let wait = 0; wait < 100 && (durableAt.size < rounds || fastAt.size < rounds); wait += 1) {
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const delays = (at: Map<string, number>) =>
  [...startedAt].flatMap(([roundId, started]) => {
    const arrived = at.get(roundId);
    return arrived === undefined ? [] : [arrived - started];
  });

console.log(`database: ${handle.kind}, ${rounds} rounds back to back (classic-3reel), one player`);
const line = (label: string, figures: ReturnType<typeof percentiles>) =>
  console.log(
    `  ${label.padEnd(46)} ${String(figures.count).padStart(5)}   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms`,
  );
line('round answer (baseline)', percentiles(answers));
line('socket push, in memory after commit (fast path)', percentiles(delays(fastAt)));
line('socket push from the outbox (durable path)', percentiles(delays(durableAt)));
console.log(`  pushes repeated on one path: ${repeated}`);

socket.close();
await app.close();
await handle.close();
await drop();
