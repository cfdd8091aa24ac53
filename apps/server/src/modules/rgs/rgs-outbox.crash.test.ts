import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TDomainEvents } from '@casino/contracts';
import {
  openPglite,
  openPostgres,
  wrapPglite,
  type TDatabaseHandle,
  executeRows,
} from '#src/db/client';
import { systemClock } from '#src/lib/clock';
import { createEventBus } from '#src/lib/event-bus';
import { createWalletServices } from '#src/modules/wallet/wallet.module';
import { insertTestUsers } from '#src/modules/wallet/wallet.test-support';

/**
 * The outbox after SIGKILL (decision 150): server processes settle rounds and are killed
 * between commit and delivery, then mid-delivery; after a restart every settled round reaches
 * each durable consumer exactly once, and no consumer hears of a round that was not settled.
 * PGlite in a directory (one process at a time) or PostgreSQL (two delivering processes).
 */
const template = inject('databaseTemplate');
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const CONSUMERS = ['receipts-a', 'receipts-b'];

type TWorkerEnv = Record<string, string>;

function runWorker(
  target: TWorkerEnv,
  env: TWorkerEnv,
  killAfterRounds?: number,
): Promise<{ rounds: string[]; wasKilled: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'round-outbox-worker.fixture.ts')],
      { cwd: root, env: { ...process.env, ...target, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const rounds: string[] = [];
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      rounds.push(...chunk.toString().split('\n').filter(Boolean));
      if (killAfterRounds !== undefined && rounds.length >= killAfterRounds) {
        child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ rounds, wasKilled: true });
      else if (code === 0) resolve({ rounds, wasKilled: false });
      else reject(new Error(`worker exited ${code}: ${errors}`));
    });
  });
}

describe('round.settled after the server process is killed', () => {
  let target: TWorkerEnv;
  let open: () => Promise<TDatabaseHandle>;
  let cleanUp: () => Promise<void> = async () => undefined;
  let userIds: string[];
  let gameId: number;

  beforeAll(async () => {
    if (template.kind === 'pglite') {
      const dataDir = path.join(
        root,
        '.data-test',
        `outbox-crash-${randomBytes(4).toString('hex')}`,
      );
      const dump = await fs.readFile(template.dumpPath);
      const first = await openPglite({ dataDir, loadDataDir: new Blob([dump]) });
      await first.close();
      target = { WORKER_PGLITE_DIR: dataDir };
      open = async () => wrapPglite(await openPglite({ dataDir }));
      cleanUp = () => fs.rm(dataDir, { recursive: true, force: true });
    } else {
      const name = `casino_outbox_${randomBytes(4).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: template.adminUrl });
        await client.connect();
        await client.query(statement);
        await client.end();
      };
      await admin(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
      const url = new URL(template.adminUrl);
      url.pathname = `/${name}`;
      target = { WORKER_DATABASE_URL: url.toString() };
      open = async () => openPostgres(url.toString(), { maxConnections: 2 });
      cleanUp = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    const database = await open();
    await database.db.execute(
      sql`CREATE TABLE outbox_test_receipts (consumer text NOT NULL, round_id text NOT NULL)`,
    );
    userIds = await insertTestUsers(database.db, 3);
    const { wallet } = createWalletServices({
      db: database.db,
      events: createEventBus<TDomainEvents>(pino({ level: 'silent' })),
      clock: systemClock,
    });
    for (const userId of userIds) {
      await wallet.transfer({
        idempotencyKey: `outbox-fund-${userId}`,
        code: 'bonus',
        userId,
        coin: 'GC',
        amountMinor: 100_000_000,
      });
    }
    const found = await executeRows<{ id: unknown }>(
      database.db,
      sql`SELECT id FROM games WHERE engine_key = 'classic-3reel' ORDER BY id LIMIT 1`,
    );
    gameId = Number(found[0]?.id);
    await database.close();
  }, 120_000);
  afterAll(async () => cleanUp());

  it('delivers every settled round once per consumer after SIGKILL and restart', async () => {
    const play = {
      WORKER_PLAY: '1',
      WORKER_USER_IDS: userIds.join(','),
      WORKER_GAME_ID: String(gameId),
    };
    // Killed between commit and delivery: this process subscribes but delivers nothing.
    const undelivered = await runWorker(target, { ...play, OUTBOX_POLL_MS: '0' }, 40);
    expect(undelivered.wasKilled).toBe(true);
    // Killed while delivering the backlog and its own new rounds.
    const delivering = await runWorker(target, { ...play, OUTBOX_POLL_MS: '5' }, 40);
    expect(delivering.wasKilled).toBe(true);
    const drainers = template.kind === 'postgres' ? 2 : 1;
    const drained = await Promise.all(
      Array.from({ length: drainers }, () => runWorker(target, { OUTBOX_POLL_MS: '10' })),
    );
    expect(drained.every((run) => run.rounds.includes('drained'))).toBe(true);

    const database = await open();
    try {
      const settled = await executeRows<{ id: string }>(
        database.db,
        sql`SELECT id FROM game_rounds WHERE state = 'settled' AND user_id IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const settledIds = settled.map((row) => row.id).sort();
      // Every round the workers printed committed (at least 80); more may have committed unprinted.
      expect(settledIds.length).toBeGreaterThanOrEqual(80);
      for (const id of [...undelivered.rounds, ...delivering.rounds]) {
        expect(settledIds).toContain(id);
      }
      const receipts = await executeRows<{ consumer: string; round_id: string; times: unknown }>(
        database.db,
        sql`SELECT consumer, round_id, count(*) AS times FROM outbox_test_receipts
            GROUP BY consumer, round_id`,
      );
      for (const consumer of CONSUMERS) {
        const mine = receipts.filter((row) => row.consumer === consumer);
        expect(mine.map((row) => row.round_id).sort()).toEqual(settledIds);
        expect(mine.every((row) => Number(row.times) === 1)).toBe(true);
      }
      const waiting = await executeRows<{ n: unknown }>(
        database.db,
        sql`SELECT count(*) AS n FROM outbox_events`,
      );
      expect(Number(waiting[0]?.n)).toBe(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});
