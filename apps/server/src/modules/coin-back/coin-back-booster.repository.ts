import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { coinBackBoosters } from '#src/db/schema/index';

export type TCoinBackBoosterRow = typeof coinBackBoosters.$inferSelect;

/** Coin-back boosters (decision 220); the rounds' statement reads them in coin-back.repository. */
export function createCoinBackBoosterRepository(db: TExecutor) {
  return {
    /** Starts the claimed event's booster; null when that event already started one. */
    async insertBooster(
      row: Omit<typeof coinBackBoosters.$inferInsert, 'id'>,
    ): Promise<TCoinBackBoosterRow | null> {
      const [inserted] = await db
        .insert(coinBackBoosters)
        .values(row)
        .onConflictDoNothing({ target: coinBackBoosters.userEventTriggerId })
        .returning();
      return inserted ?? null;
    },

    /** The player's booster running at `at` that adds the most (the one rounds count with). */
    async runningBooster(userId: string, at: Date): Promise<TCoinBackBoosterRow | null> {
      const [row] = await db
        .select()
        .from(coinBackBoosters)
        .where(
          and(
            eq(coinBackBoosters.userId, userId),
            lte(coinBackBoosters.startsAt, at),
            gt(coinBackBoosters.endsAt, at),
          ),
        )
        .orderBy(desc(coinBackBoosters.percentPoints), desc(coinBackBoosters.endsAt))
        .limit(1);
      return row ?? null;
    },
  };
}
