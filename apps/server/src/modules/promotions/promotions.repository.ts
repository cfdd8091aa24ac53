import type { TDomainEvents } from '@casino/contracts';
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { outboxInsert } from '#src/db/outbox';
import { promoCodes, promoRedemptions } from '#src/db/schema/index';

export type TPromoCodeRow = typeof promoCodes.$inferSelect;
export type TNewPromoCode = Omit<
  typeof promoCodes.$inferInsert,
  'id' | 'redeemedCount' | 'disabledAt' | 'createdAt'
>;
export type TPromoRedemptionRow = typeof promoRedemptions.$inferSelect;

/** Promo codes and their redemptions; the counter only moves with a redemption, under lock. */
export function createPromotionsRepository(db: TExecutor) {
  return {
    async findByCode(code: string): Promise<TPromoCodeRow | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<TPromoCodeRow | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
      return row ?? null;
    },

    /** The code's row, locked until the transaction ends: redemptions of one code queue here. */
    async lockById(id: number): Promise<TPromoCodeRow | null> {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.id, id))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async list(): Promise<TPromoCodeRow[]> {
      return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
    },

    /** Null when the code exists already. */
    async insert(code: TNewPromoCode): Promise<TPromoCodeRow | null> {
      const [row] = await db
        .insert(promoCodes)
        .values(code)
        .onConflictDoNothing({ target: promoCodes.code })
        .returning();
      return row ?? null;
    },

    /** Sets disabledAt unless it is set; answers the row as it is afterwards. */
    async disable(id: number, at: Date): Promise<TPromoCodeRow | null> {
      await db
        .update(promoCodes)
        .set({ disabledAt: at })
        .where(and(eq(promoCodes.id, id), isNull(promoCodes.disabledAt)));
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
      return row ?? null;
    },

    async countPlayerRedemptions(promoCodeId: number, userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(promoRedemptions)
        .where(
          and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)),
        );
      return row?.total ?? 0;
    },

    /** Null when the player's redemption with this number exists (a twin won the race). */
    async insertRedemption(
      redemption: Omit<typeof promoRedemptions.$inferInsert, 'id' | 'paidAt'>,
    ): Promise<TPromoRedemptionRow | null> {
      const [row] = await db
        .insert(promoRedemptions)
        .values(redemption)
        .onConflictDoNothing({
          target: [
            promoRedemptions.promoCodeId,
            promoRedemptions.userId,
            promoRedemptions.playerSeq,
          ],
        })
        .returning();
      return row ?? null;
    },

    async incrementRedeemed(promoCodeId: number): Promise<void> {
      await db
        .update(promoCodes)
        .set({ redeemedCount: sql`${promoCodes.redeemedCount} + 1` })
        .where(eq(promoCodes.id, promoCodeId));
    },

    /** The player's redemption of this code that was recorded before `before` but never paid. */
    async findUnpaidRedemption(
      promoCodeId: number,
      userId: string,
      before: Date,
    ): Promise<TPromoRedemptionRow | null> {
      const [row] = await db
        .select()
        .from(promoRedemptions)
        .where(
          and(
            eq(promoRedemptions.promoCodeId, promoCodeId),
            eq(promoRedemptions.userId, userId),
            isNull(promoRedemptions.paidAt),
            lt(promoRedemptions.redeemedAt, before),
          ),
        )
        .orderBy(promoRedemptions.id)
        .limit(1);
      return row ?? null;
    },

    async markPaid(redemptionId: number, at: Date): Promise<void> {
      await db
        .update(promoRedemptions)
        .set({ paidAt: at })
        .where(and(eq(promoRedemptions.id, redemptionId), isNull(promoRedemptions.paidAt)));
    },

    /** The promo_code.redeemed outbox rows, in the transaction that records the redemption. */
    async writeRedeemed(event: TDomainEvents['promo_code.redeemed']): Promise<void> {
      await db.execute(
        outboxInsert(
          'promo_code.redeemed',
          sql`${event.redemptionId}`,
          sql`${JSON.stringify(event)}::jsonb`,
        ),
      );
    },
  };
}
export type TPromotionsRepository = ReturnType<typeof createPromotionsRepository>;
