import type { TCoinType } from '@casino/money';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDailyMissionPlan } from '@casino/contracts';
import type { TExecutor } from '#src/db/client';
import { insertCountedRounds, pruneCountedRounds } from '#src/db/counted-rounds';
import { jsonRecordset, jsonTextArray } from '#src/db/json-rows';
import {
  dailyMissionDays,
  dailyMissionPlans,
  dailyMissionRounds,
  dailyMissions,
  playerDailyGrandPrizes,
  playerDailyMissions,
} from '#src/db/schema/index';

export type TMissionRow = typeof dailyMissions.$inferSelect;
export type TDayRow = typeof dailyMissionDays.$inferSelect;
export type TProgressRow = typeof playerDailyMissions.$inferSelect;
export type TGrandPrizeRow = typeof playerDailyGrandPrizes.$inferSelect;

/** Grand prize amounts as stored on a day row. */
export interface TStoredPrize {
  gcCoin: number;
  scCoin: number;
}

export function createDailyMissionsRepository(db: TExecutor) {
  return {
    async latestPlan() {
      const [row] = await db
        .select()
        .from(dailyMissionPlans)
        .orderBy(desc(dailyMissionPlans.id))
        .limit(1);
      return row ? { ...row, plan: row.plan as TDailyMissionPlan } : null;
    },

    async insertPlan(plan: TDailyMissionPlan, createdBy: string | null) {
      const [row] = await db.insert(dailyMissionPlans).values({ plan, createdBy }).returning();
      if (!row) throw new Error('Daily mission plan was not stored');
      return row;
    },

    async findDay(day: string): Promise<TDayRow | null> {
      const [row] = await db.select().from(dailyMissionDays).where(eq(dailyMissionDays.day, day));
      return row ?? null;
    },

    /** Opens a day once; answers false when it was open already. */
    async insertDay(row: typeof dailyMissionDays.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(dailyMissionDays)
        .values(row)
        .onConflictDoNothing()
        .returning({ day: dailyMissionDays.day });
      return inserted.length > 0;
    },

    async insertMissions(rows: (typeof dailyMissions.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(dailyMissions).values(rows);
    },

    async missionsOfDay(day: string, coin?: TCoinType): Promise<TMissionRow[]> {
      return db
        .select()
        .from(dailyMissions)
        .where(and(eq(dailyMissions.day, day), coin ? eq(dailyMissions.coin, coin) : undefined))
        .orderBy(asc(dailyMissions.order));
    },

    async findMission(id: number): Promise<TMissionRow | null> {
      const [row] = await db.select().from(dailyMissions).where(eq(dailyMissions.id, id));
      return row ?? null;
    },

    /** Completed missions of any day whose reward the player has not claimed yet. */
    async unclaimedMissions(userId: string) {
      return db
        .select({ mission: dailyMissions, progress: playerDailyMissions })
        .from(playerDailyMissions)
        .innerJoin(dailyMissions, eq(dailyMissions.id, playerDailyMissions.missionId))
        .where(
          and(
            eq(playerDailyMissions.userId, userId),
            isNotNull(playerDailyMissions.completedAt),
            isNull(playerDailyMissions.claimedAt),
          ),
        )
        .orderBy(asc(dailyMissions.order));
    },

    /**
     * Serialises mission counting per player within the transaction: two of a player's rounds
     * delivered at once by two processes would otherwise both read the same progress. The
     * locks are taken in one order, so two batches never wait on each other in a circle.
     */
    async lockPlayers(userIds: readonly string[]): Promise<void> {
      const sorted = [...new Set(userIds)].sort();
      await db.execute(
        sql`SELECT count(pg_advisory_xact_lock(191, hashtext(u)))
            FROM (SELECT u FROM unnest(${jsonTextArray(sorted)}) AS u ORDER BY u) AS players`,
      );
    },

    /** Records rounds as counted; returns the ids that were not counted before. */
    insertCountedRounds(
      rounds: readonly { roundId: string; userId: string }[],
    ): Promise<Set<string>> {
      return insertCountedRounds(db, dailyMissionRounds, rounds);
    },

    /** Forgets the rounds counted before `before` (decision 245); answers how many. */
    pruneCountedRounds(before: Date): Promise<number> {
      return pruneCountedRounds(db, dailyMissionRounds, before);
    },

    async progressOfPlayers(
      userIds: readonly string[],
      missionIds: readonly number[],
    ): Promise<TProgressRow[]> {
      if (userIds.length === 0 || missionIds.length === 0) return [];
      return db
        .select()
        .from(playerDailyMissions)
        .where(
          and(
            sql`${playerDailyMissions.userId} = ANY(${jsonTextArray(userIds)})`,
            inArray(playerDailyMissions.missionId, [...missionIds]),
          ),
        );
    },

    async saveProgress(
      rows: readonly {
        userId: string;
        missionId: number;
        progress: number;
        completedAt: Date | null;
      }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(
        sql`INSERT INTO player_daily_missions (user_id, mission_id, progress, completed_at)
            SELECT v.user_id, v.mission_id, v.progress, v.completed_at
            FROM ${jsonRecordset(
              rows.map((row) => ({
                user_id: row.userId,
                mission_id: row.missionId,
                progress: row.progress,
                completed_at: row.completedAt?.toISOString() ?? null,
              })),
            )} AS v(user_id text, mission_id integer, progress bigint, completed_at timestamptz)
            ON CONFLICT (user_id, mission_id)
            DO UPDATE SET progress = excluded.progress, completed_at = excluded.completed_at`,
      );
    },

    async insertGrandPrizes(rows: readonly (typeof playerDailyGrandPrizes.$inferInsert)[]) {
      if (rows.length === 0) return;
      await db
        .insert(playerDailyGrandPrizes)
        .values([...rows])
        .onConflictDoNothing();
    },

    async unclaimedGrandPrizes(userId: string): Promise<TGrandPrizeRow[]> {
      return db
        .select()
        .from(playerDailyGrandPrizes)
        .where(
          and(eq(playerDailyGrandPrizes.userId, userId), isNull(playerDailyGrandPrizes.claimedAt)),
        )
        .orderBy(asc(playerDailyGrandPrizes.id));
    },

    /** Marks a completed mission claimed; null when it is not completed or claimed already. */
    async markMissionClaimed(userId: string, missionId: number, at: Date) {
      const [row] = await db
        .update(playerDailyMissions)
        .set({ claimedAt: at })
        .where(
          and(
            eq(playerDailyMissions.userId, userId),
            eq(playerDailyMissions.missionId, missionId),
            isNotNull(playerDailyMissions.completedAt),
            isNull(playerDailyMissions.claimedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findGrandPrize(userId: string, id: number): Promise<TGrandPrizeRow | null> {
      const [row] = await db
        .select()
        .from(playerDailyGrandPrizes)
        .where(and(eq(playerDailyGrandPrizes.id, id), eq(playerDailyGrandPrizes.userId, userId)));
      return row ?? null;
    },

    async markGrandPrizeClaimed(userId: string, id: number, at: Date) {
      const [row] = await db
        .update(playerDailyGrandPrizes)
        .set({ claimedAt: at })
        .where(
          and(
            eq(playerDailyGrandPrizes.id, id),
            eq(playerDailyGrandPrizes.userId, userId),
            isNull(playerDailyGrandPrizes.claimedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
export type TDailyMissionsRepository = ReturnType<typeof createDailyMissionsRepository>;
