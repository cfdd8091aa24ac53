import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type TExecutor, executeRows } from '#src/db/client';
import { jsonRecordset } from '#src/db/json-rows';

/**
 * Records a batch of rounds in a consumer's table of counted rounds (`round_id` primary key,
 * `user_id`, a default `counted_at`) and answers the ids that were not counted before: daily
 * missions and quests each keep one, so a round.settled delivered again counts once.
 */
export async function insertCountedRounds(
  executor: TExecutor,
  table: PgTable,
  rounds: readonly { roundId: string; userId: string }[],
): Promise<Set<string>> {
  if (rounds.length === 0) return new Set();
  const inserted = await executeRows<{ round_id: string }>(
    executor,
    sql`INSERT INTO ${table} (round_id, user_id)
        SELECT v.round_id, v.user_id
        FROM ${jsonRecordset(
          rounds.map((round) => ({ round_id: round.roundId, user_id: round.userId })),
        )} AS v(round_id text, user_id text)
        ON CONFLICT DO NOTHING
        RETURNING round_id`,
  );
  return new Set(inserted.map((row) => row.round_id));
}

/**
 * How long a counted round is remembered (decision 245). A round's event is written twice, if
 * ever, within its own settlement, and a pending delivery is retried at least every minute: a
 * copy still arriving after a week would mean its consumer had failed for a week.
 */
export const COUNTED_ROUNDS_KEEP_MS = 7 * 86_400_000;

/** How often each server process sweeps its consumers' counted rounds. */
export const COUNTED_ROUNDS_SWEEP_EVERY_MS = 600_000;

/** How many rows one statement of the sweep deletes: short transactions, however large the backlog. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes a counted-rounds table's rows counted before `before`, oldest first, in statements of
 * 5,000 rows, and answers how many it deleted.
 */
export async function pruneCountedRounds(
  executor: TExecutor,
  table: PgTable,
  before: Date,
): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await executeRows<{ deleted: number }>(
      executor,
      sql`WITH gone AS (
            DELETE FROM ${table}
            WHERE round_id IN (
              SELECT round_id FROM ${table}
              WHERE counted_at < ${before.toISOString()}::timestamptz
              ORDER BY counted_at
              LIMIT ${PRUNE_BATCH})
            RETURNING 1)
          SELECT count(*)::int AS deleted FROM gone`,
    );
    const deleted = row?.deleted ?? 0;
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}
