import type { TDomainEvents } from '@casino/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { insertCountedRounds, pruneCountedRounds } from '#src/db/counted-rounds';
import { jsonRecordset, jsonTextArray } from '#src/db/json-rows';
import { outboxInsert } from '#src/db/outbox';
import { questRounds, userQuestMilestones, userQuests } from '#src/db/schema/index';

export type TUserQuestRow = typeof userQuests.$inferSelect;
export type TMilestoneRow = typeof userQuestMilestones.$inferSelect;

/** A quest running at `at`: started, not finished, not expired. */
function isRunningAt(at: Date) {
  return and(
    isNull(userQuests.completedAt),
    lte(userQuests.startedAt, at),
    gt(userQuests.expiresAt, at),
  );
}

export function createQuestsRepository(db: TExecutor) {
  return {
    async insertQuest(row: Omit<typeof userQuests.$inferInsert, 'id'>): Promise<TUserQuestRow> {
      const [inserted] = await db.insert(userQuests).values(row).returning();
      if (!inserted) throw new Error('Quest was not stored');
      return inserted;
    },

    async insertMilestones(rows: Omit<typeof userQuestMilestones.$inferInsert, 'id'>[]) {
      if (rows.length > 0) await db.insert(userQuestMilestones).values(rows);
    },

    /** The player's active quest: the oldest running one (a player runs one at a time). */
    async activeQuest(userId: string, at: Date): Promise<TUserQuestRow | null> {
      const [row] = await db
        .select()
        .from(userQuests)
        .where(and(eq(userQuests.userId, userId), isRunningAt(at)))
        .orderBy(asc(userQuests.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * The same, locked for a claim: two claims of one quest run one after the other, and the
     * second sees what the first marked (on PGlite transactions already run one at a time).
     */
    async lockActiveQuest(userId: string, at: Date): Promise<TUserQuestRow | null> {
      const [row] = await db
        .select()
        .from(userQuests)
        .where(and(eq(userQuests.userId, userId), isRunningAt(at)))
        .orderBy(asc(userQuests.id))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** The running quests the player's events started, by event. */
    async runningQuestsOfEvents(userId: string, userEventTriggerIds: readonly number[], at: Date) {
      if (userEventTriggerIds.length === 0) return [];
      return db
        .select()
        .from(userQuests)
        .where(
          and(
            eq(userQuests.userId, userId),
            inArray(userQuests.userEventTriggerId, [...userEventTriggerIds]),
            isRunningAt(at),
          ),
        );
    },

    /**
     * Locks the players' quests that may count rounds settled at or after `since`, in id
     * order, so two batches never wait on each other in a circle and a claim waits for them.
     */
    async lockQuestsOfPlayers(userIds: readonly string[], since: Date): Promise<TUserQuestRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(userQuests)
        .where(
          and(
            sql`${userQuests.userId} = ANY(${jsonTextArray(userIds)})`,
            isNull(userQuests.completedAt),
            gt(userQuests.expiresAt, since),
          ),
        )
        .orderBy(asc(userQuests.id))
        .for('update');
    },

    async milestonesOf(userQuestIds: readonly number[]): Promise<TMilestoneRow[]> {
      if (userQuestIds.length === 0) return [];
      return db
        .select()
        .from(userQuestMilestones)
        .where(
          sql`${userQuestMilestones.userQuestId} = ANY(${jsonTextArray(userQuestIds)}::integer[])`,
        )
        .orderBy(asc(userQuestMilestones.userQuestId), asc(userQuestMilestones.order));
    },

    /** Records rounds as counted; answers the ids that were not counted before. */
    insertCountedRounds(
      rounds: readonly { roundId: string; userId: string }[],
    ): Promise<Set<string>> {
      return insertCountedRounds(db, questRounds, rounds);
    },

    /** Forgets the rounds counted before `before` (decision 245); answers how many. */
    pruneCountedRounds(before: Date): Promise<number> {
      return pruneCountedRounds(db, questRounds, before);
    },

    async saveProgress(
      rows: readonly { id: number; progress: number; reachedAt: Date | null }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(
        sql`UPDATE user_quest_milestones m
            SET progress = v.progress, reached_at = v.reached_at
            FROM ${jsonRecordset(
              rows.map((row) => ({
                id: row.id,
                progress: row.progress,
                reached_at: row.reachedAt?.toISOString() ?? null,
              })),
            )} AS v(id integer, progress bigint, reached_at timestamptz)
            WHERE m.id = v.id AND m.reached_at IS NULL`,
      );
    },

    /** Claims a reached milestone once; null when it was claimed already or is not reached. */
    async markMilestoneCompleted(id: number, at: Date): Promise<TMilestoneRow | null> {
      const [row] = await db
        .update(userQuestMilestones)
        .set({ completedAt: at })
        .where(
          and(
            eq(userQuestMilestones.id, id),
            isNull(userQuestMilestones.completedAt),
            isNotNull(userQuestMilestones.reachedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async markAllMilestonesCompleted(userQuestId: number, at: Date): Promise<void> {
      await db
        .update(userQuests)
        .set({ completedAllMilestonesAt: at })
        .where(and(eq(userQuests.id, userQuestId), isNull(userQuests.completedAllMilestonesAt)));
    },

    /** Finishes a quest whose milestones were all claimed, once; null otherwise. */
    async markQuestCompleted(userQuestId: number, at: Date): Promise<TUserQuestRow | null> {
      const [row] = await db
        .update(userQuests)
        .set({ completedAt: at })
        .where(
          and(
            eq(userQuests.id, userQuestId),
            isNull(userQuests.completedAt),
            isNotNull(userQuests.completedAllMilestonesAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The player's push of the quest's move (socket quest_update), written as an outbox row
     * beside the change: it commits with it or not at all (decisions 210, 217).
     */
    async pushUpdate(event: TDomainEvents['quest.updated'], eventKey: string): Promise<void> {
      await db.execute(
        outboxInsert('quest.updated', sql`${eventKey}`, sql`${JSON.stringify(event)}::jsonb`),
      );
    },
  };
}
export type TQuestsRepository = ReturnType<typeof createQuestsRepository>;
