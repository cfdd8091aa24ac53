import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type TDatabase, type TExecutor, type TTransaction, executeRows } from '#src/db/client';
import { createPassRunner, workClaimedRows } from '#src/db/leased-rows';
import type { TJsonValue } from '@casino/contracts';
import type { TClock } from '#src/lib/clock';

/**
 * Scheduled work kept in the database (decision 190), built like the outbox (decision 150): a
 * writer schedules a job in the transaction that decides it; every server process claims due
 * jobs of the handlers it runs with FOR UPDATE SKIP LOCKED, setting a lease (`run_at` moves to
 * now + lease) and bumping `attempts`; the handler runs inside a transaction that also deletes
 * the row where `attempts` still matches. Effects written through `tx` happen exactly once
 * across processes and restarts; a process killed mid-job only delays it until its lease ends.
 * A failure is retried with exponential backoff until the handler's `maxAttempts`.
 *
 * Due times come from the clock, so tests move time instead of sleeping.
 */

export interface TJobContext {
  /** Write the job's effects here: they commit with the job's removal, or not at all. */
  tx: TTransaction;
  jobKey: string;
  /** 1 on the first run; more after a failure or an expired lease. */
  attempt: number;
  /** When the job was due (its lease moves the stored time; this is the original). */
  runAt: Date;
}

type THandler<P> = (payload: P, context: TJobContext) => Promise<void>;
type TOwnTransactionsHandler<P> = (payload: P, context: Omit<TJobContext, 'tx'>) => Promise<void>;

export interface TJobRequest {
  name: string;
  /** Unique per name among stored jobs: scheduling the same key again keeps the first. */
  key: string;
  runAt: Date;
  payload: TJsonValue;
}

export interface TJobs {
  /** Registers the handler of a job name; call it while the app is built. */
  handle<P>(name: string, handler: THandler<P>, options?: { maxAttempts?: number }): void;
  /**
   * Registers a handler that opens its own transactions, because its effects are exactly-once by
   * themselves (a ledger idempotency key, a conditional status change): e.g. a ledger transfer,
   * which cannot run inside the job's transaction (PGlite cannot use the outer database there).
   * It runs before the job's row is removed; a crash in between only runs it again.
   */
  handleOwnTransactions<P>(
    name: string,
    handler: TOwnTransactionsHandler<P>,
    options?: { maxAttempts?: number },
  ): void;
  /** Stores a job with the caller's transaction; answers false when the key was already there. */
  schedule(executor: TExecutor, job: TJobRequest): Promise<boolean>;
  /** Removes a stored job that is no longer needed (not one being run right now). */
  cancel(executor: TExecutor, name: string, key: string): Promise<void>;
  /** One pass: claims due jobs of this process's handlers and runs them; returns how many. */
  runDueOnce: () => Promise<number>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

const BATCH_SIZE = 20;
const DEFAULT_MAX_ATTEMPTS = 10;
const BACKOFF_MAX_MS = 3_600_000;

/** Delay before run `attempt + 1` after `attempt` failed: base · 2^(attempt-1), at most an hour. */
export function jobBackoffMs(attempt: number, baseMs: number): number {
  return Math.min(BACKOFF_MAX_MS, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 20));
}

export function createJobs(options: {
  db: TDatabase;
  logger: Logger;
  clock: TClock;
  /** How often to look for due jobs; 0 never (tests call runDueOnce). */
  pollMs: number;
  leaseMs: number;
  backoffBaseMs: number;
}): TJobs {
  const { db, logger, clock } = options;
  const handlers = new Map<
    string,
    | { handler: THandler<never>; maxAttempts: number; ownsTransactions: false }
    | { handler: TOwnTransactionsHandler<never>; maxAttempts: number; ownsTransactions: true }
  >();

  async function run(row: {
    id: number;
    name: string;
    job_key: string;
    payload: unknown;
    attempts: number;
    due_at: Date;
  }): Promise<void> {
    const entry = handlers.get(row.name);
    if (!entry) return;
    const context = { jobKey: row.job_key, attempt: row.attempts, runAt: row.due_at };
    try {
      if (entry.ownsTransactions) {
        await (entry.handler as TOwnTransactionsHandler<unknown>)(row.payload, context);
        await workClaimedRows(db, 'jobs', [row], () => Promise.resolve());
      } else {
        await workClaimedRows(db, 'jobs', [row], (tx) =>
          (entry.handler as THandler<unknown>)(row.payload, { ...context, tx }),
        );
      }
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      const isLast = row.attempts >= entry.maxAttempts;
      logger.error(
        { err: error, job: row.name, jobKey: row.job_key, attempt: row.attempts, isLast },
        'job failed',
      );
      const retryAt = new Date(
        clock.now().getTime() + jobBackoffMs(row.attempts, options.backoffBaseMs),
      );
      await db.execute(
        sql`UPDATE jobs SET run_at = ${(isLast ? row.due_at : retryAt).toISOString()}::timestamptz,
              last_error = ${message},
              failed_at = ${isLast ? clock.now().toISOString() : null}::timestamptz
            WHERE id = ${row.id} AND attempts = ${row.attempts}`,
      );
    }
  }

  async function runDueOnce(): Promise<number> {
    if (handlers.size === 0) return 0;
    const now = clock.now();
    const leaseEnd = new Date(now.getTime() + options.leaseMs);
    const names = [...handlers.keys()];
    // The due time before the lease is kept in the statement's answer (the row gets the lease).
    const claimed = await executeRows<{
      id: unknown;
      name: string;
      job_key: string;
      payload: unknown;
      attempts: unknown;
      due_at: unknown;
    }>(
      db,
      sql`WITH due AS (
            SELECT id, run_at FROM jobs
            WHERE name IN (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )}) AND failed_at IS NULL AND run_at <= ${now.toISOString()}::timestamptz
            ORDER BY run_at, id LIMIT ${BATCH_SIZE}
            FOR UPDATE SKIP LOCKED)
          UPDATE jobs j SET attempts = j.attempts + 1, run_at = ${leaseEnd.toISOString()}::timestamptz
          FROM due WHERE j.id = due.id
          RETURNING j.id, j.name, j.job_key, j.payload, j.attempts, due.run_at AS due_at`,
    );
    const rows = claimed
      .map((row) => ({
        ...row,
        id: Number(row.id),
        attempts: Number(row.attempts),
        due_at: new Date(row.due_at as string | Date),
      }))
      .sort((left, right) => left.due_at.getTime() - right.due_at.getTime() || left.id - right.id);
    for (const row of rows) await run(row);
    return rows.length;
  }

  const passes = createPassRunner({
    pass: async () => (await runDueOnce()) === BATCH_SIZE,
    pollMs: options.pollMs,
    logger,
    label: 'job',
  });

  return {
    handle(name, handler, handlerOptions = {}) {
      if (handlers.has(name)) throw new Error(`job ${name} registered twice`);
      handlers.set(name, {
        handler,
        maxAttempts: handlerOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        ownsTransactions: false,
      });
    },
    handleOwnTransactions(name, handler, handlerOptions = {}) {
      if (handlers.has(name)) throw new Error(`job ${name} registered twice`);
      handlers.set(name, {
        handler,
        maxAttempts: handlerOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        ownsTransactions: true,
      });
    },
    async schedule(executor, job) {
      const inserted = await executeRows(
        executor,
        sql`INSERT INTO jobs (name, job_key, payload, run_at)
            VALUES (${job.name}, ${job.key}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz)
            ON CONFLICT (name, job_key) DO NOTHING RETURNING id`,
      );
      return inserted.length > 0;
    },
    async cancel(executor, name, key) {
      await executor.execute(
        sql`DELETE FROM jobs WHERE name = ${name} AND job_key = ${key}
              AND (attempts = 0 OR run_at <= ${clock.now().toISOString()}::timestamptz)`,
      );
    },
    runDueOnce,
    async start() {
      if (options.pollMs > 0 && handlers.size > 0) passes.start();
    },
    stop: passes.stop,
  };
}
