import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TErrorEnvelope } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { executeRows, openPostgres, type TDatabaseHandle } from '#src/db/client';
import { databaseFailureOf } from '#src/db/database-failure';
import { gameRounds } from '#src/db/schema/index';
import { fund, gameIdFor } from '#src/modules/rgs/rgs.test-support';
import { createTestDatabase } from '#test/helpers/database';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/**
 * The PostgreSQL pool's limits (decision 243): a statement past its timeout, a transaction left
 * idle, a request that finds no free connection and a deadlock each end in a named answer that
 * changed nothing — 503 with Retry-After, or 409 for the write that lost — never a 500 or a
 * request that waits for ever; and a connection that died in the pool is not lost to it.
 */
const template = inject('databaseTemplate');
const isPostgres = template.kind === 'postgres';
if (!isPostgres) {
  process.stderr.write('database-timeouts.test: skipped, needs PostgreSQL (set DATABASE_URL)\n');
}

/** Short enough for a test, long enough that no ordinary statement meets them on a busy machine. */
const STATEMENT_TIMEOUT_MS = 2_000;
const IDLE_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 500;

/** A connection of its own, as another process or an operator's session would have. */
async function otherSession(handle: TDatabaseHandle): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: handle.pool?.options.connectionString });
  await client.connect();
  return client;
}

describe.skipIf(!isPostgres)('the PostgreSQL pool under its limits', () => {
  let testApp: TTestApp;
  let handle: TDatabaseHandle;
  let player: TSignedInPlayer;
  let classicId: number;

  beforeAll(async () => {
    handle = await createTestDatabase(template, {
      maxConnections: 4,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: IDLE_TIMEOUT_MS,
    });
    testApp = await createTestApp({
      database: handle,
      env: { OUTBOX_POLL_MS: '0', JOBS_POLL_MS: '0' },
    });
    player = await createSignedInPlayer(testApp);
    classicId = await gameIdFor(testApp, 'classic-3reel');
    await fund(testApp, player.userId, 'GC', 10_000);
  });
  afterAll(async () => {
    await testApp?.close();
    await handle?.close();
  });

  const play = () =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/rgs/play',
      headers: { authorization: `Bearer ${player.idToken}` },
      payload: { gameId: classicId, coin: 'GC', betLevel: 0, idempotencyKey: crypto.randomUUID() },
    });

  async function roundsOf(userId: string) {
    return handle.db.select().from(gameRounds).where(eq(gameRounds.userId, userId));
  }

  it('gives every pooled connection the statement and idle-in-transaction timeouts', async () => {
    // pg_settings gives both in milliseconds (SHOW would say '2s').
    const [settings] = await executeRows<{ statement: string; idle: string }>(
      handle.db,
      sql`SELECT max(setting) FILTER (WHERE name = 'statement_timeout') AS statement,
                 max(setting) FILTER (WHERE name = 'idle_in_transaction_session_timeout') AS idle
          FROM pg_settings`,
    );
    expect(settings).toEqual({
      statement: String(STATEMENT_TIMEOUT_MS),
      idle: String(IDLE_TIMEOUT_MS),
    });
  });

  it('answers 503 to a round held behind a stuck lock past the statement timeout, and changes nothing', async () => {
    const before = (await testApp.app.modules.wallet.getWallet(player.userId)).state;
    const roundsBefore = (await roundsOf(player.userId)).length;
    const locker = await otherSession(handle);
    try {
      await locker.query('BEGIN');
      await locker.query(
        `SELECT a.id FROM ledger_accounts a JOIN ledger_wallets w ON w.id = a.wallet_id
         WHERE w.user_id = $1 FOR UPDATE OF a`,
        [player.userId],
      );
      const stuck = await play();
      expect(stuck.statusCode, stuck.body).toBe(503);
      expect(stuck.json<TErrorEnvelope>().error.name).toBe('ServiceUnavailableError');
      expect(stuck.headers['retry-after']).toBe('1');
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect((await testApp.app.modules.wallet.getWallet(player.userId)).state).toEqual(before);
    expect(await roundsOf(player.userId)).toHaveLength(roundsBefore);

    const freed = await play();
    expect(freed.statusCode, freed.body).toBe(200);
    expect(await roundsOf(player.userId)).toHaveLength(roundsBefore + 1);
  });

  it('answers 503 when no connection frees up within the connect timeout', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => handle.pool!.connect()));
    try {
      const waiting = await testApp.app.inject({
        method: 'GET',
        url: '/api/v2/user/get-wallet',
        headers: { cookie: player.cookie },
      });
      expect(waiting.statusCode, waiting.body).toBe(503);
      expect(waiting.json<TErrorEnvelope>().error.name).toBe('ServiceUnavailableError');
    } finally {
      for (const client of held) client.release();
    }
    const served = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/user/get-wallet',
      headers: { cookie: player.cookie },
    });
    expect(served.statusCode, served.body).toBe(200);
  });

  it('ends a transaction left idle, rolling back its writes, and the pool serves on', async () => {
    const failure = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`CREATE TABLE idle_probe (id integer)`);
        await sleep(IDLE_TIMEOUT_MS + 600);
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(databaseFailureOf(failure)).toBe('unavailable');
    const [table] = await executeRows<{ name: string | null }>(
      handle.db,
      sql`SELECT to_regclass('idle_probe')::text AS name`,
    );
    expect(table?.name).toBeNull();
  });

  it('names the loser of a deadlock a conflict', async () => {
    const [first, second] = [await otherSession(handle), await otherSession(handle)];
    try {
      const ids = await executeRows<{ id: number }>(
        handle.db,
        sql`SELECT a.id FROM ledger_accounts a JOIN ledger_wallets w ON w.id = a.wallet_id
            WHERE w.user_id = ${player.userId} ORDER BY a.id LIMIT 2`,
      );
      const [left, right] = ids.map((row) => Number(row.id));
      await first.query('BEGIN');
      await second.query('BEGIN');
      await first.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [left]);
      await second.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [right]);
      const outcomes = await Promise.allSettled([
        first.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [right]),
        second.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [left]),
      ]);
      const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(lost).toHaveLength(1);
      expect(databaseFailureOf((lost[0] as PromiseRejectedResult).reason)).toBe('conflict');
    } finally {
      await first.query('ROLLBACK').catch(() => undefined);
      await second.query('ROLLBACK').catch(() => undefined);
      await Promise.all([first.end(), second.end()]);
    }
  });

  it('gives back a connection whose BEGIN failed, so the pool is not left a connection short', async () => {
    const url = handle.pool?.options.connectionString ?? '';
    const single = openPostgres(url, { maxConnections: 1, connectTimeoutMs: 2_000 });
    const admin = await otherSession(handle);
    try {
      // The pool's one connection, idle, its end not yet heard: reading from it is paused
      // until the next transaction has taken it and sent BEGIN.
      const client = await single.pool!.connect();
      const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
        .rows as [{ pid: number }];
      const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
      socket.pause();
      client.release();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      single.pool!.once('acquire', () => setTimeout(() => socket.resume(), 50));

      const begun = await single.db
        .transaction(async () => 'ran')
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(databaseFailureOf(begun)).toBe('unavailable');
      // Served by a new connection within the connect timeout: the dead one was given back.
      const [row] = await executeRows<{ one: number }>(single.db, sql`SELECT 1 AS one`);
      expect(row?.one).toBe(1);
    } finally {
      await admin.end();
      await single.close();
    }
  });

  it('leaves any other failure to the caller as a fault', () => {
    expect(databaseFailureOf(new Error('boom'))).toBeUndefined();
    expect(databaseFailureOf(Object.assign(new Error('dup'), { code: '23505' }))).toBeUndefined();
    expect(databaseFailureOf(undefined)).toBeUndefined();
  });
});
