import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { phoneVerifications } from '#src/db/schema/index';

export function createPhoneVerificationRepository(db: TExecutor) {
  return {
    /** One open process per user: a new code replaces the previous one. */
    async replace(row: {
      id: string;
      userId: string;
      phone: string;
      codeHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, row.userId));
      await db.insert(phoneVerifications).values(row);
    },

    async findByUser(userId: string) {
      const [row] = await db
        .select()
        .from(phoneVerifications)
        .where(eq(phoneVerifications.userId, userId));
      return row ?? null;
    },

    /** Counts a wrong code atomically and returns the new attempt count. */
    async countFailedAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(phoneVerifications)
        .set({ attemptCount: sql`${phoneVerifications.attemptCount} + 1` })
        .where(eq(phoneVerifications.id, id))
        .returning({ attemptCount: phoneVerifications.attemptCount });
      return row?.attemptCount ?? Number.MAX_SAFE_INTEGER;
    },

    async delete(id: string): Promise<void> {
      await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
    },
  };
}
export type TPhoneVerificationRepository = ReturnType<typeof createPhoneVerificationRepository>;
