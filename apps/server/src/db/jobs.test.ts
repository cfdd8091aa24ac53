import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  executeRows,
  openPglite,
  openPostgres,
  wrapPglite,
  type TDatabaseHandle,
  type TTransaction,
} from '#src/db/client';
import { createJobs, jobBackoffMs, type TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import { createTestDatabase } from '#test/helpers/database';

/**
 * The job queue (decision 190) on the database the run uses (PGlite, or PostgreSQL with
 * DATABASE_URL): each job runs once with two workers competing, a job survives a restart, and
 * a failing job is retried with growing delays until its attempts are used.
 */
const logger = pino({ level: 'silent' });
const BACKOFF_MS = 1_000;
const T0 = new Date('2030-03-01T10:00:00.000Z');

function movableClock(start: Date) {
  let now = start.getTime();
  const clock: TClock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}

function jobsOn(handle: TDatabaseHandle, clock: TClock): TJobs {
  return createJobs({
    db: handle.db,
    logger,
    clock,
    pollMs: 0,
    leaseMs: 60_000,
    backoffBaseMs: BACKOFF_MS,
  });
}

/** Each run of the test handler leaves one row here, in the job's transaction. */
async function recordRun(tx: TTransaction, key: string, worker: string) {
  await tx.execute(sql`INSERT INTO job_test_runs (job_key, worker) VALUES (${key}, ${worker})`);
}

async function runsOf(handle: TDatabaseHandle) {
  return executeRows<{ job_key: string; worker: string }>(
    handle.db,
    sql`SELECT job_key, worker FROM job_test_runs ORDER BY job_key`,
  );
}

/** The same database seen by a new process: PGlite reopened from its files, or a new pool. */
async function reopen(handle: TDatabaseHandle): Promise<TDatabaseHandle> {
  if (handle.pglite) {
    const files = await handle.pglite.dumpDataDir('none');
    await handle.close();
    return wrapPglite(await openPglite({ loadDataDir: files }));
  }
  const url = handle.pool?.options.connectionString;
  if (!url) throw new Error('PostgreSQL handle without a connection string');
  const second = openPostgres(url, { maxConnections: 4 });
  return { ...second, close: async () => (await second.close(), await handle.close()) };
}

describe('job queue', () => {
  let handle: TDatabaseHandle;

  beforeEach(async () => {
    handle = await createTestDatabase(inject('databaseTemplate'));
    await handle.db.execute(sql`CREATE TABLE job_test_runs (job_key text, worker text)`);
  });
  afterEach(async () => {
    await handle.close();
  });

  it('runs each job once when two workers claim at the same time', async () => {
    const { clock } = movableClock(T0);
    const workers = ['one', 'two'].map((worker) => {
      const jobs = jobsOn(handle, clock);
      jobs.handle<{ n: number }>('test.count', async (_payload, { tx, jobKey }) => {
        await recordRun(tx, jobKey, worker);
      });
      return jobs;
    });
    const keys = Array.from({ length: 30 }, (_, index) => `job-${String(index).padStart(2, '0')}`);
    for (const key of keys) {
      await workers[0]!.schedule(handle.db, { name: 'test.count', key, runAt: T0, payload: {} });
    }
    // Scheduling a key again keeps the stored job.
    expect(
      await workers[1]!.schedule(handle.db, {
        name: 'test.count',
        key: 'job-00',
        runAt: T0,
        payload: {},
      }),
    ).toBe(false);

    const counts = await Promise.all([
      workers[0]!.runDueOnce(),
      workers[1]!.runDueOnce(),
      workers[0]!.runDueOnce(),
      workers[1]!.runDueOnce(),
    ]);
    while ((await workers[0]!.runDueOnce()) > 0);

    expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(keys.length);
    expect((await runsOf(handle)).map((run) => run.job_key)).toEqual(keys);
    const left = await executeRows(handle.db, sql`SELECT id FROM jobs WHERE name = 'test.count'`);
    expect(left).toEqual([]);
  });

  it('runs a job scheduled before a restart after it, once it is due', async () => {
    const { clock, advance } = movableClock(T0);
    const before = jobsOn(handle, clock);
    await before.schedule(handle.db, {
      name: 'test.later',
      key: 'after-restart',
      runAt: new Date(T0.getTime() + 3_600_000),
      payload: { note: 'kept' },
    });
    await before.stop();

    handle = await reopen(handle);
    const after = jobsOn(handle, clock);
    const payloads: unknown[] = [];
    after.handle('test.later', async (payload, { tx, jobKey }) => {
      payloads.push(payload);
      await recordRun(tx, jobKey, 'after');
    });
    expect(await after.runDueOnce()).toBe(0);
    advance(3_600_000);
    expect(await after.runDueOnce()).toBe(1);
    expect(payloads).toEqual([{ note: 'kept' }]);
    expect(await runsOf(handle)).toEqual([{ job_key: 'after-restart', worker: 'after' }]);
    expect(await after.runDueOnce()).toBe(0);
  });

  it('retries a failing job with growing delays and rolls back what a failed run wrote', async () => {
    const { clock, advance } = movableClock(T0);
    const jobs = jobsOn(handle, clock);
    const attempts: number[] = [];
    jobs.handle('test.flaky', async (_payload, { tx, jobKey, attempt }) => {
      attempts.push(attempt);
      await recordRun(tx, jobKey, `attempt-${attempt}`);
      if (attempt < 3) throw new Error(`failure ${attempt}`);
    });
    await jobs.schedule(handle.db, { name: 'test.flaky', key: 'flaky', runAt: T0, payload: {} });

    expect(await jobs.runDueOnce()).toBe(1);
    advance(jobBackoffMs(1, BACKOFF_MS) - 1);
    expect(await jobs.runDueOnce()).toBe(0);
    advance(1);
    expect(await jobs.runDueOnce()).toBe(1);
    advance(jobBackoffMs(2, BACKOFF_MS) - 1);
    expect(await jobs.runDueOnce()).toBe(0);
    advance(1);
    expect(await jobs.runDueOnce()).toBe(1);

    expect(attempts).toEqual([1, 2, 3]);
    expect(jobBackoffMs(2, BACKOFF_MS)).toBe(2 * jobBackoffMs(1, BACKOFF_MS));
    expect(await runsOf(handle)).toEqual([{ job_key: 'flaky', worker: 'attempt-3' }]);
  });

  it('keeps a job that used all its attempts as failed and stops running it', async () => {
    const { clock, advance } = movableClock(T0);
    const jobs = jobsOn(handle, clock);
    jobs.handle(
      'test.broken',
      async () => {
        throw new Error('always');
      },
      { maxAttempts: 2 },
    );
    await jobs.schedule(handle.db, { name: 'test.broken', key: 'broken', runAt: T0, payload: {} });
    expect(await jobs.runDueOnce()).toBe(1);
    advance(jobBackoffMs(1, BACKOFF_MS));
    expect(await jobs.runDueOnce()).toBe(1);
    advance(24 * 3_600_000);
    expect(await jobs.runDueOnce()).toBe(0);
    const [row] = await executeRows<{ attempts: number; failed_at: unknown; last_error: string }>(
      handle.db,
      sql`SELECT attempts, failed_at, last_error FROM jobs WHERE job_key = 'broken'`,
    );
    expect(row).toMatchObject({ attempts: 2, last_error: 'always' });
    expect(row?.failed_at).not.toBeNull();
  });

  it('runs a handler with its own transactions outside the job’s (it may use the database) and removes the job only after it succeeds', async () => {
    const { clock, advance } = movableClock(T0);
    const jobs = jobsOn(handle, clock);
    const attempts: number[] = [];
    jobs.handleOwnTransactions('test.own', async (_payload, { jobKey, attempt }) => {
      attempts.push(attempt);
      // The outer database inside the job's transaction would hang on PGlite.
      await handle.db.transaction((tx) => recordRun(tx, jobKey, `attempt-${attempt}`));
      if (attempt < 2) throw new Error('after its own commit');
    });
    await jobs.schedule(handle.db, { name: 'test.own', key: 'own', runAt: T0, payload: {} });
    expect(await jobs.runDueOnce()).toBe(1);
    expect(
      await executeRows(handle.db, sql`SELECT id FROM jobs WHERE name = 'test.own'`),
    ).toHaveLength(1);
    advance(jobBackoffMs(1, BACKOFF_MS));
    expect(await jobs.runDueOnce()).toBe(1);
    expect(attempts).toEqual([1, 2]);
    // Its effects are its own: both runs committed theirs (handlers make them exactly-once).
    expect((await runsOf(handle)).map((run) => run.worker).sort()).toEqual([
      'attempt-1',
      'attempt-2',
    ]);
    expect(await executeRows(handle.db, sql`SELECT id FROM jobs WHERE name = 'test.own'`)).toEqual(
      [],
    );
  });
});
