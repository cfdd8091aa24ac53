import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { TDomainEvents, TRedeemStatus } from '@casino/contracts';
import type { TExecutor } from '#src/db/client';
import { outboxInsert } from '#src/db/outbox';
import { redeemRequests, savedCards } from '#src/db/schema/index';

export type TRedeemRequestRow = typeof redeemRequests.$inferSelect;
export type TNewRedeemRequest = typeof redeemRequests.$inferInsert;
type TSavedCardBrand = (typeof savedCards.$inferSelect)['brand'];

/** A card the player saved while buying, as a card redemption pays it (decision 205). */
export interface TRedeemCard {
  id: number;
  paymentHandleToken: string;
  brand: TSavedCardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

const REDEEM_CARD_COLUMNS = {
  id: savedCards.id,
  paymentHandleToken: savedCards.paymentHandleToken,
  brand: savedCards.brand,
  lastFour: savedCards.lastFour,
  expiryMonth: savedCards.expiryMonth,
  expiryYear: savedCards.expiryYear,
};

/**
 * The player's push of a request's new status (socket redeem_transaction), written as an outbox
 * row beside the change (decision 210): it commits with it or not at all, and is delivered at
 * least once by whichever process's dispatcher claims it, also after a crash.
 */
async function pushChange(executor: TExecutor, row: TRedeemRequestRow): Promise<void> {
  const event: TDomainEvents['redemption.changed'] = {
    userId: row.userId,
    withdrawRequestId: row.id,
    status: row.status as TRedeemStatus,
  };
  await executor.execute(
    outboxInsert(
      'redemption.changed',
      sql`${`${row.id}:${row.status}`}`,
      sql`${JSON.stringify(event)}::jsonb`,
    ),
  );
}

/** Requests and their status changes; call `insert` and `transition` inside a transaction. */
export function createRedemptionRepository(executor: TExecutor) {
  return {
    /** Writes a request and its redemption.changed outbox row. */
    async insert(row: TNewRedeemRequest): Promise<TRedeemRequestRow> {
      const [inserted] = await executor.insert(redeemRequests).values(row).returning();
      if (!inserted) throw new Error('Redeem request insert returned nothing');
      await pushChange(executor, inserted);
      return inserted;
    },

    async find(id: string): Promise<TRedeemRequestRow | null> {
      const [row] = await executor.select().from(redeemRequests).where(eq(redeemRequests.id, id));
      return row ?? null;
    },

    /** The player's own request only: another player's id reads as missing. */
    async findOwn(userId: string, id: string): Promise<TRedeemRequestRow | null> {
      const [row] = await executor
        .select()
        .from(redeemRequests)
        .where(and(eq(redeemRequests.id, id), eq(redeemRequests.userId, userId)));
      return row ?? null;
    },

    async listOwn(
      userId: string,
      options: { isNonAcknowledgedOnly: boolean; limit: number },
    ): Promise<TRedeemRequestRow[]> {
      return executor
        .select()
        .from(redeemRequests)
        .where(
          and(
            eq(redeemRequests.userId, userId),
            options.isNonAcknowledgedOnly ? eq(redeemRequests.acknowledged, false) : undefined,
          ),
        )
        .orderBy(desc(redeemRequests.createdAt), desc(redeemRequests.id))
        .limit(options.limit);
    },

    async listByStatus(status: TRedeemStatus | null, limit: number): Promise<TRedeemRequestRow[]> {
      return executor
        .select()
        .from(redeemRequests)
        .where(status ? eq(redeemRequests.status, status) : undefined)
        .orderBy(asc(redeemRequests.createdAt), asc(redeemRequests.id))
        .limit(limit);
    },

    /**
     * Moves a request from `from` to `to` with the given changes, only if it is still `from`:
     * of two racing moves exactly one gets the row back, and writes its redemption.changed row.
     */
    async transition(
      id: string,
      from: TRedeemStatus,
      to: TRedeemStatus,
      changes: Partial<
        Pick<
          TNewRedeemRequest,
          | 'reason'
          | 'decidedBy'
          | 'acknowledged'
          | 'approvedAt'
          | 'paidAt'
          | 'closedAt'
          | 'activationExpiresAt'
        >
      >,
      at: Date,
    ): Promise<TRedeemRequestRow | null> {
      const [row] = await executor
        .update(redeemRequests)
        .set({ ...changes, status: to, updatedAt: at })
        .where(and(eq(redeemRequests.id, id), eq(redeemRequests.status, from)))
        .returning();
      if (!row) return null;
      await pushChange(executor, row);
      return row;
    },

    async setPayoutId(id: string, payoutId: string, at: Date): Promise<TRedeemRequestRow | null> {
      const [row] = await executor
        .update(redeemRequests)
        .set({ payoutId, updatedAt: at })
        .where(and(eq(redeemRequests.id, id), eq(redeemRequests.status, 'approved')))
        .returning();
      return row ?? null;
    },

    /**
     * The player's saved cards the processor still keeps at `now`, newest first. Reads payments'
     * saved_cards (read only: payments depends on redemption, decision 135).
     */
    async liveCards(userId: string, now: Date): Promise<TRedeemCard[]> {
      return executor
        .select(REDEEM_CARD_COLUMNS)
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), gt(savedCards.expiresAt, now)))
        .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    },

    /** One of the player's live saved cards; another player's or an expired one reads as missing. */
    async liveCard(userId: string, id: number, now: Date): Promise<TRedeemCard | null> {
      const [row] = await executor
        .select(REDEEM_CARD_COLUMNS)
        .from(savedCards)
        .where(
          and(eq(savedCards.id, id), eq(savedCards.userId, userId), gt(savedCards.expiresAt, now)),
        );
      return row ?? null;
    },

    async acknowledge(userId: string, id: string, at: Date): Promise<TRedeemRequestRow | null> {
      const [row] = await executor
        .update(redeemRequests)
        .set({ acknowledged: true, updatedAt: at })
        .where(and(eq(redeemRequests.id, id), eq(redeemRequests.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}
export type TRedemptionRepository = ReturnType<typeof createRedemptionRepository>;
