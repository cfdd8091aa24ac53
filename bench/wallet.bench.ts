// The ledger and the wallet socket under load. Prints numbers beside baselines from the same run;
// asserts nothing.
// 1. Transfers/s (settleRound: bet + win in one ledger transfer) on ONE hot wallet and spread over
//    10,000 wallets, beside a plain single-row UPDATE transaction on the same database.
// 2. Socket delivery latency p50/p99 (commit → client receipt) with 1,000 connected clients.
// PGlite in memory by default; PostgreSQL when DATABASE_URL is set (a scratch database is
// created from it and dropped). `--smoke`: small sizes.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { TWalletMessage } from '@casino/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { TDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { openBenchDatabase } from './bench-database';
import {
  connectWallet,
  type TClientSocket,
} from '../apps/server/src/plugins/app/socket.test-support';

const isSmoke = process.argv.includes('--smoke');
const sizes = isSmoke
  ? { operations: 200, wallets: 200, clients: 50, deliveries: 30 }
  : { operations: 3_000, wallets: 10_000, clients: 1_000, deliveries: 300 };
const lanes = 8;
const logger = pino({ level: 'silent' });

async function insertUsers(db: TDatabase, count: number, prefix: string): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
  for (let start = 0; start < ids.length; start += 1_000) {
    const chunk = ids.slice(start, start + 1_000);
    const values = sql.join(
      chunk.map((id) => sql`(${id}, ${'Bench'}, ${`${id}@bench.test`})`),
      sql`, `,
    );
    await db.execute(sql`INSERT INTO users (id, name, email) VALUES ${values}`);
  }
  return ids;
}

/** Runs `count` operations on `lanes` concurrent lanes; returns operations per second. */
async function throughput(count: number, operation: (index: number) => Promise<unknown>) {
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let index = next++; index < count; index = next++) await operation(index);
    }),
  );
  return count / ((performance.now() - startedAt) / 1000);
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

const { handle, drop } = await openBenchDatabase('wallet', lanes + 4);
await runMigrations(handle);
const db = handle.db;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '.data-bench',
  RATE_LIMIT_MAX: '100000000',
});
const app = await buildApp({ config, database: handle, logger });
const { wallet, identity } = app.modules;
const { events } = app;
console.log(
  `database: ${handle.kind}, ${lanes} concurrent lanes${isSmoke ? ' (smoke sizes)' : ''}`,
);

// --- 1. ledger throughput ------------------------------------------------------------------------
const [hotUser] = await insertUsers(db, 1, 'hot');
const spreadUsers = await insertUsers(db, sizes.wallets, 'spread');
await wallet.transfer({
  idempotencyKey: 'fund-hot',
  code: 'purchase',
  userId: hotUser as string,
  coin: 'GC',
  amountMinor: 1_000_000_000_00,
});
const fundingRate = await throughput(spreadUsers.length, (index) =>
  wallet.transfer({
    idempotencyKey: `fund-${index}`,
    code: 'purchase',
    userId: spreadUsers[index] as string,
    coin: 'GC',
    amountMinor: 1_000_000_00,
  }),
);

await db.execute(
  sql`CREATE TABLE bench_plain (id integer PRIMARY KEY, balance_minor bigint NOT NULL)`,
);
await db.execute(
  sql`INSERT INTO bench_plain SELECT g, 100000000 FROM generate_series(0, ${sizes.wallets - 1}) g`,
);
const plainUpdate = (id: number) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE bench_plain SET balance_minor = balance_minor - 100 WHERE id = ${id} AND balance_minor >= 100`,
    );
  });

const round = (userId: string, key: string) =>
  wallet.settleRound({ idempotencyKey: key, userId, coin: 'GC', betMinor: 100, winMinor: 0 });
const hotRate = await throughput(sizes.operations, (index) =>
  round(hotUser as string, `hot-${index}`),
);
const hotPlainRate = await throughput(sizes.operations, () => plainUpdate(0));
const spreadRate = await throughput(sizes.operations, (index) =>
  round(spreadUsers[(index * 7919) % spreadUsers.length] as string, `spread-${index}`),
);
const spreadPlainRate = await throughput(sizes.operations, (index) =>
  plainUpdate((index * 7919) % sizes.wallets),
);

const row = (label: string, rate: number, baseline: number) =>
  console.log(
    `${label.padEnd(44)} ${rate.toFixed(0).padStart(7)} /s   plain UPDATE ${baseline.toFixed(0).padStart(7)} /s   ratio ${(rate / baseline).toFixed(2)}`,
  );
console.log(
  `\nledger (${sizes.operations} rounds each; funding ${sizes.wallets} wallets ran at ${fundingRate.toFixed(0)} /s)`,
);
row('settleRound, one hot wallet', hotRate, hotPlainRate);
row(`settleRound, spread over ${sizes.wallets} wallets`, spreadRate, spreadPlainRate);
const report = await app.modules.reconciliation.reconcile();
console.log(
  `reconciliation after the run: ${report.isBalanced ? 'balanced' : 'PROBLEMS'} (${report.transferCount} transfers)`,
);

// --- 2. socket delivery latency ------------------------------------------------------------------
await app.listen({ host: '127.0.0.1', port: 0 });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const socketUsers = spreadUsers.slice(0, sizes.clients);
const sessionValues = sql.join(
  socketUsers.map(
    (userId) =>
      sql`(${`bench-session-${userId}`}, now() + interval '1 hour', ${`bench-token-${userId}`}, ${userId})`,
  ),
  sql`, `,
);
await db.execute(
  sql`INSERT INTO sessions (id, expires_at, token, user_id) VALUES ${sessionValues}`,
);
const sockets = new Map<string, TClientSocket>();
const connectStartedAt = performance.now();
for (let start = 0; start < socketUsers.length; start += 100) {
  await Promise.all(
    socketUsers.slice(start, start + 100).map(async (userId) => {
      const { token } = await identity.issueIdToken(userId, `bench-session-${userId}`);
      const socket = connectWallet(baseUrl, { token, pathname: '/' });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      sockets.set(userId, socket);
    }),
  );
}
console.log(
  `\nsocket: ${sockets.size} clients connected in ${(performance.now() - connectStartedAt).toFixed(0)} ms`,
);
await new Promise((resolve) => setTimeout(resolve, 500));

const emittedAt = new Map<string, number>();
events.on('wallet.changed', (event) => {
  emittedAt.set(event.transferId, performance.now());
});
const deliveryMs: number[] = [];
const endToEndMs: number[] = [];
for (let index = 0; index < sizes.deliveries; index += 1) {
  const userId = socketUsers[(index * 31) % socketUsers.length] as string;
  const socket = sockets.get(userId) as TClientSocket;
  const calledAt = performance.now();
  const received = new Promise<TWalletMessage>((resolve) => socket.once('wallet', resolve));
  await round(userId, `socket-${index}`);
  const message = await received;
  const receivedAt = performance.now();
  deliveryMs.push(receivedAt - (emittedAt.get(message.transferId) ?? calledAt));
  endToEndMs.push(receivedAt - calledAt);
}
deliveryMs.sort((a, b) => a - b);
endToEndMs.sort((a, b) => a - b);
console.log(
  `wallet message, commit → client (${sizes.deliveries} sends to ${sockets.size} connected): p50 ${percentile(deliveryMs, 0.5).toFixed(2)} ms, p99 ${percentile(deliveryMs, 0.99).toFixed(2)} ms`,
);
console.log(
  `settleRound call → client receipt (baseline incl. the transaction):  p50 ${percentile(endToEndMs, 0.5).toFixed(2)} ms, p99 ${percentile(endToEndMs, 0.99).toFixed(2)} ms`,
);

for (const socket of sockets.values()) socket.disconnect();
await app.close();
await handle.close();
await drop();
