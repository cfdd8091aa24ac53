import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { savedCards } from '#src/db/schema/index';

export type TSavedCardRow = typeof savedCards.$inferSelect;

/** The players' saved cards (decision 196). Removal is conditional: one caller removes a row. */
export function createSavedCardsRepository(db: TExecutor) {
  return {
    /** Keeps a saved card; the same processor handle again keeps nothing new. */
    async insert(card: typeof savedCards.$inferInsert): Promise<void> {
      await db.insert(savedCards).values(card).onConflictDoNothing();
    },

    /** The player's saved cards the processor has not forgotten by `now`, oldest first. */
    async listLive(userId: string, now: Date): Promise<TSavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), gt(savedCards.expiresAt, now)))
        .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
    },

    async findOwned(userId: string, id: number): Promise<TSavedCardRow | null> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
      return row ?? null;
    },

    /** The processor customer of the player's saved cards, if any card is saved. */
    async customerOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ customerId: savedCards.providerCustomerId })
        .from(savedCards)
        .where(eq(savedCards.userId, userId))
        .limit(1);
      return row?.customerId ?? null;
    },

    async isSavedCardToken(paymentHandleToken: string): Promise<boolean> {
      const [row] = await db
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(eq(savedCards.paymentHandleToken, paymentHandleToken))
        .limit(1);
      return row !== undefined;
    },

    /** Removes the player's card; false when it is not theirs or another request removed it. */
    async removeOwned(userId: string, id: number): Promise<boolean> {
      const removed = await db
        .delete(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
        .returning({ id: savedCards.id });
      return removed.length > 0;
    },

    /** Forgets cards the processor no longer charges (blocked, or removed there). */
    async removeMany(userId: string, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(savedCards)
        .where(and(eq(savedCards.userId, userId), inArray(savedCards.id, ids)));
    },
  };
}
export type TSavedCardsRepository = ReturnType<typeof createSavedCardsRepository>;
