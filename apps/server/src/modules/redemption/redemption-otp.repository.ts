import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { redeemOtpChallenges } from '#src/db/schema/index';

export type TRedeemOtpChallengeRow = typeof redeemOtpChallenges.$inferSelect;

/** The hashed codes requests in activation wait for (decision 198). */
export function createRedemptionOtpRepository(executor: TExecutor) {
  return {
    async insert(row: typeof redeemOtpChallenges.$inferInsert): Promise<void> {
      await executor.insert(redeemOtpChallenges).values(row);
    },

    /** The request's challenge, locked until the transaction ends (one confirmation at a time). */
    async lock(redeemRequestId: string): Promise<TRedeemOtpChallengeRow | null> {
      const [row] = await executor
        .select()
        .from(redeemOtpChallenges)
        .where(eq(redeemOtpChallenges.redeemRequestId, redeemRequestId))
        .for('update');
      return row ?? null;
    },

    /** Counts a wrong code; answers the count after it. */
    async countFailure(redeemRequestId: string): Promise<number> {
      const [row] = await executor
        .update(redeemOtpChallenges)
        .set({ failedAttempts: sql`${redeemOtpChallenges.failedAttempts} + 1` })
        .where(eq(redeemOtpChallenges.redeemRequestId, redeemRequestId))
        .returning({ failedAttempts: redeemOtpChallenges.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    /** A new code: its hash and expiry, attempts from zero, one more send. */
    async replaceCode(
      redeemRequestId: string,
      change: { codeHash: string; expiresAt: Date; sentAt: Date },
    ): Promise<TRedeemOtpChallengeRow | null> {
      const [row] = await executor
        .update(redeemOtpChallenges)
        .set({
          codeHash: change.codeHash,
          expiresAt: change.expiresAt,
          lastSentAt: change.sentAt,
          failedAttempts: 0,
          sendCount: sql`${redeemOtpChallenges.sendCount} + 1`,
        })
        .where(eq(redeemOtpChallenges.redeemRequestId, redeemRequestId))
        .returning();
      return row ?? null;
    },

    async delete(redeemRequestId: string): Promise<void> {
      await executor
        .delete(redeemOtpChallenges)
        .where(eq(redeemOtpChallenges.redeemRequestId, redeemRequestId));
    },
  };
}
export type TRedemptionOtpRepository = ReturnType<typeof createRedemptionOtpRepository>;
