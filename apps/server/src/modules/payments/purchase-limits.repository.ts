import type { TPurchaseLimitPeriod } from '@casino/contracts';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { purchaseLimits, purchaseOrders } from '#src/db/schema/index';

export type TPurchaseLimitRow = typeof purchaseLimits.$inferSelect;

/** Class id of the per-player purchase-limit lock (two-key advisory locks: class, object). */
const PURCHASE_LIMIT_LOCK_CLASS = 173;

/**
 * Orders that count against a limit: paid (also when later refunded or charged back, decision
 * 175), or submitted and not yet failed.
 */
const COUNTED_STATUSES = ['in progress', 'pending', 'success', 'refunded', 'charged_back'] as const;

/** The player's own limits and what their orders used inside each window. */
export function createPurchaseLimitsRepository(db: TExecutor) {
  return {
    async listForUser(userId: string): Promise<TPurchaseLimitRow[]> {
      return db.select().from(purchaseLimits).where(eq(purchaseLimits.userId, userId));
    },

    async upsert(row: typeof purchaseLimits.$inferInsert): Promise<TPurchaseLimitRow> {
      const [saved] = await db
        .insert(purchaseLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [purchaseLimits.userId, purchaseLimits.period],
          set: {
            amountMinor: row.amountMinor,
            pendingAmountMinor: row.pendingAmountMinor ?? null,
            pendingEffectiveAt: row.pendingEffectiveAt ?? null,
            updatedAt: row.updatedAt,
          },
        })
        .returning();
      if (!saved) throw new Error('Purchase limit was not saved');
      return saved;
    },

    /** USD cents of counted orders submitted since each window's start. */
    async usedSince(
      userId: string,
      since: Record<TPurchaseLimitPeriod, Date>,
    ): Promise<Record<TPurchaseLimitPeriod, number>> {
      const sumSince = (start: Date) =>
        sql<string>`coalesce(sum(${purchaseOrders.amountMinor}) filter (where ${purchaseOrders.submittedAt} >= ${start.toISOString()}), 0)`;
      const [row] = await db
        .select({
          daily: sumSince(since.daily),
          weekly: sumSince(since.weekly),
          monthly: sumSince(since.monthly),
        })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.userId, userId),
            inArray(purchaseOrders.status, [...COUNTED_STATUSES]),
            gte(purchaseOrders.submittedAt, since.monthly),
          ),
        );
      return {
        daily: Number(row?.daily ?? 0),
        weekly: Number(row?.weekly ?? 0),
        monthly: Number(row?.monthly ?? 0),
      };
    },

    /**
     * Holds the player's purchase-limit lock to the end of the transaction (call it on one): the check of the
     * limits and the submission of one order are one step, so two payments in parallel cannot
     * both fit under what only one fits under.
     */
    async lockPlayer(userId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${PURCHASE_LIMIT_LOCK_CLASS}, hashtext(${userId}))`,
      );
    },
  };
}
export type TPurchaseLimitsRepository = ReturnType<typeof createPurchaseLimitsRepository>;
