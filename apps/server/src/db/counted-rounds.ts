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
