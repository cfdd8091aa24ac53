import { eq } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { amoeCodes, amoeRequests } from '#src/db/schema/index';

export type TAmoeRequestRow = typeof amoeRequests.$inferSelect;

/** Request codes and the mail-in requests credited; rows are never updated. */
export function createAmoeRepository(db: TExecutor) {
  return {
    async findCodeOfUser(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ code: amoeCodes.code })
        .from(amoeCodes)
        .where(eq(amoeCodes.userId, userId))
        .limit(1);
      return row?.code ?? null;
    },

    async findUserOfCode(code: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: amoeCodes.userId })
        .from(amoeCodes)
        .where(eq(amoeCodes.code, code))
        .limit(1);
      return row?.userId ?? null;
    },

    /** Stores a code for the player unless they (or another player, with this code) have one. */
    async insertCode(userId: string, code: string): Promise<void> {
      await db.insert(amoeCodes).values({ userId, code }).onConflictDoNothing();
    },

    async findRequestByEnvelope(envelopeId: string): Promise<TAmoeRequestRow | null> {
      const [row] = await db
        .select()
        .from(amoeRequests)
        .where(eq(amoeRequests.envelopeId, envelopeId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts a credited request; null when the envelope or the player's period is taken
     * (a twin committed first: the unique indexes decide, under any race).
     */
    async insertRequest(request: Omit<TAmoeRequestRow, 'id'>): Promise<TAmoeRequestRow | null> {
      const [row] = await db.insert(amoeRequests).values(request).onConflictDoNothing().returning();
      return row ?? null;
    },
  };
}
export type TAmoeRepository = ReturnType<typeof createAmoeRepository>;
