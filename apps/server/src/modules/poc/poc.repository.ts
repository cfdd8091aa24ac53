import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { pocSessions, redeemRequests, savedCards } from '#src/db/schema/index';

export type TPocSessionRow = typeof pocSessions.$inferSelect;
type TPocStatus = TPocSessionRow['status'];

/**
 * Card-ownership sessions (poc_sessions). Every status change is one conditional UPDATE on the
 * status it leaves, so a duplicate or racing notification changes a session once.
 */
export function createPocRepository(db: TExecutor) {
  return {
    /**
     * The ending of the newest card the player saved while buying (decision 196) that no passed
     * session verified; null when every such card is verified. Reads payments' saved_cards.
     */
    async unverifiedCardEnding(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ lastFour: savedCards.lastFour })
        .from(savedCards)
        .where(
          and(
            eq(savedCards.userId, userId),
            notExists(
              db
                .select({ id: pocSessions.id })
                .from(pocSessions)
                .where(
                  and(
                    eq(pocSessions.userId, userId),
                    eq(pocSessions.cardNumberEnding, savedCards.lastFour),
                    eq(pocSessions.status, 'success'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id))
        .limit(1);
      return row?.lastFour ?? null;
    },

    /** The card endings of the player's passed sessions. */
    async verifiedEndings(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ ending: pocSessions.cardNumberEnding })
        .from(pocSessions)
        .where(and(eq(pocSessions.userId, userId), eq(pocSessions.status, 'success')));
      return new Set(rows.map((row) => row.ending));
    },

    async insert(session: typeof pocSessions.$inferInsert): Promise<TPocSessionRow | null> {
      const [row] = await db.insert(pocSessions).values(session).onConflictDoNothing().returning();
      return row ?? null;
    },

    async find(id: string): Promise<TPocSessionRow | null> {
      const [row] = await db.select().from(pocSessions).where(eq(pocSessions.id, id));
      return row ?? null;
    },

    async findOwn(userId: string, id: string): Promise<TPocSessionRow | null> {
      const [row] = await db
        .select()
        .from(pocSessions)
        .where(and(eq(pocSessions.id, id), eq(pocSessions.userId, userId)));
      return row ?? null;
    },

    /** The player's newest session. */
    async latestOwn(userId: string): Promise<TPocSessionRow | null> {
      const [row] = await db
        .select()
        .from(pocSessions)
        .where(eq(pocSessions.userId, userId))
        .orderBy(desc(pocSessions.createdAt), desc(pocSessions.attemptNumber))
        .limit(1);
      return row ?? null;
    },

    /** A redemption's latest attempt, with the redemption's status; null when it has none. */
    async latestForRedemption(
      redeemRequestId: string,
    ): Promise<{ session: TPocSessionRow; redeemStatus: string; userId: string } | null> {
      const [row] = await db
        .select({
          session: pocSessions,
          redeemStatus: redeemRequests.status,
          userId: redeemRequests.userId,
        })
        .from(pocSessions)
        .innerJoin(redeemRequests, eq(redeemRequests.id, pocSessions.redeemRequestId))
        .where(eq(pocSessions.redeemRequestId, redeemRequestId))
        .orderBy(desc(pocSessions.attemptNumber))
        .limit(1);
      return row ?? null;
    },

    /** The latest attempt of each of these redemptions that has one (the tracker's card check). */
    async latestForRedemptions(redeemRequestIds: string[]): Promise<TPocSessionRow[]> {
      if (redeemRequestIds.length === 0) return [];
      return db
        .selectDistinctOn([pocSessions.redeemRequestId])
        .from(pocSessions)
        .where(inArray(pocSessions.redeemRequestId, redeemRequestIds))
        .orderBy(pocSessions.redeemRequestId, desc(pocSessions.attemptNumber));
    },

    /** Moves a session from one of `from` to `to`; null when it was not in `from`. */
    async transition(
      id: string,
      from: TPocStatus[],
      changes: Partial<typeof pocSessions.$inferInsert> & { status: TPocStatus },
      now: Date,
    ): Promise<TPocSessionRow | null> {
      const [row] = await db
        .update(pocSessions)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(pocSessions.id, id), inArray(pocSessions.status, from)))
        .returning();
      return row ?? null;
    },

    async setApplicantId(id: string, applicantId: string, now: Date): Promise<void> {
      await db
        .update(pocSessions)
        .set({ applicantId, updatedAt: now })
        .where(and(eq(pocSessions.id, id), sql`${pocSessions.applicantId} IS NULL`));
    },

    /** Sets a notice flag on the player's session; false when the session is not theirs. */
    async mark(
      userId: string,
      id: string,
      flag: 'seenByUser' | 'failureNoticed' | 'successNoticed',
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(pocSessions)
        .set({ [flag]: true, updatedAt: now })
        .where(and(eq(pocSessions.id, id), eq(pocSessions.userId, userId)))
        .returning({ id: pocSessions.id });
      return rows.length > 0;
    },
  };
}
export type TPocRepository = ReturnType<typeof createPocRepository>;
