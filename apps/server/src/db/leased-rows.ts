import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type TDatabase, type TTransaction, executeRows } from '#src/db/client';

/**
 * The jobs table's leased rows (decision 190): rows claimed under a lease that bumps
 * `attempts`, each worked in a transaction that also deletes the row; and the poller that runs
 * one pass at a time per process, which the outbox (decision 222) uses too.
 */

type TLeasedTable = 'jobs';

/**
 * Runs `work` over claimed rows in one transaction that also deletes them with one statement
 * where `attempts` still matches each claim: a pass pays for one commit instead of one per row.
 * It rolls back as a whole (this throws) when `work` throws or any row was claimed again after
 * our lease ran out (the other process's run stands).
 */
export async function workClaimedRows<TRow extends { id: number; attempts: number }>(
  db: TDatabase,
  table: TLeasedTable,
  rows: readonly TRow[],
  work: (tx: TTransaction, rows: readonly TRow[]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await work(tx, rows);
    const claims = sql.join(
      rows.map((row) => sql`(${row.id}::bigint, ${row.attempts}::integer)`),
      sql`, `,
    );
    const removed = await executeRows(
      tx,
      sql`DELETE FROM ${sql.identifier(table)} WHERE (id, attempts) IN (${claims}) RETURNING id`,
    );
    if (removed.length !== rows.length) {
      throw new Error(
        `${table}: ${rows.length - removed.length} of ${rows.length} rows were claimed again`,
      );
    }
  });
}

export interface TPassRunner {
  /**
   * Asks for a pass `delayMs` from now (default: the nudge delay); coalesced with a pass
   * already running or asked for, which then runs at the earliest time any nudge asked for (a
   * later ask it replaced is left to the next nudge or poll).
   */
  nudge: (delayMs?: number) => void;
  start: () => void;
  stop: () => Promise<void>;
}

/**
 * Runs `pass` every `pollMs` and `nudgeDelayMs` after a `nudge`, never two at once in this
 * process. A pass that filled a batch (it answers true: more rows may be due) is followed at
 * once by another; one asked for while a pass ran waits the nudge delay after it. The delay
 * gathers the rows of many writers into one pass: under load, passes are the delay apart.
 */
export function createPassRunner(options: {
  pass: () => Promise<boolean>;
  pollMs: number;
  nudgeDelayMs?: number;
  logger: Logger;
  /** Names the runner in the log line of a failed pass. */
  label: string;
}): TPassRunner {
  let isRunning = false;
  let current: Promise<boolean> | null = null;
  let isPassWanted = false;
  let timer: NodeJS.Timeout | null = null;
  let nudged: { timeout: NodeJS.Timeout; at: number } | null = null;

  function runPasses(): void {
    if (!isRunning) return;
    if (current) {
      isPassWanted = true;
      return;
    }
    isPassWanted = false;
    current = options
      .pass()
      .catch((error: unknown) => {
        options.logger.error({ err: error }, `${options.label} pass failed`);
        return false;
      })
      .then((isFull) => {
        current = null;
        if (isFull) setImmediate(runPasses);
        else if (isPassWanted) nudge();
        return isFull;
      });
  }

  /** A pass after the delay: the rows written meanwhile go in it too. */
  function nudge(delayMs = options.nudgeDelayMs ?? 0): void {
    if (!isRunning) return;
    const at = performance.now() + delayMs;
    if (nudged) {
      if (nudged.at <= at) return;
      clearTimeout(nudged.timeout);
    }
    nudged = {
      at,
      timeout: setTimeout(() => {
        nudged = null;
        runPasses();
      }, delayMs),
    };
  }

  return {
    nudge,
    start() {
      isRunning = true;
      timer = setInterval(runPasses, options.pollMs);
      timer.unref();
      runPasses();
    },
    async stop() {
      isRunning = false;
      if (timer) clearInterval(timer);
      if (nudged) clearTimeout(nudged.timeout);
      timer = null;
      nudged = null;
      await current;
    },
  };
}
