import type { TDomainEvents } from '@casino/contracts';
import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql, sum } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { outboxInsert } from '#src/db/outbox';
import { paymentWebhookEvents, purchaseOrders, purchaseReversals } from '#src/db/schema/index';

export type TOrderStatus = (typeof purchaseOrders.$inferSelect)['status'];
export type TPurchaseOrder = typeof purchaseOrders.$inferSelect;

/** Purchase orders and the provider notifications seen. Status changes are conditional. */
export function createPaymentsRepository(db: TExecutor) {
  return {
    async insertOrder(order: typeof purchaseOrders.$inferInsert): Promise<TPurchaseOrder> {
      const [row] = await db.insert(purchaseOrders).values(order).returning();
      if (!row) throw new Error('Purchase order was not inserted');
      return row;
    },

    async findByReference(merchantRefNum: string): Promise<TPurchaseOrder | null> {
      const [row] = await db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.merchantRefNum, merchantRefNum));
      return row ?? null;
    },

    async setProviderOrder(id: number, providerOrderId: string, at: Date): Promise<void> {
      await db
        .update(purchaseOrders)
        .set({ providerOrderId, updatedAt: at })
        .where(eq(purchaseOrders.id, id));
    },

    /** Moves an order from one of `from` to `to`; false when another request moved it first. */
    async moveStatus(
      id: number,
      from: TOrderStatus[],
      to: TOrderStatus,
      changes: {
        providerPaymentId?: string | null;
        failureCode?: string;
        failureReason?: string;
        submittedAt?: Date;
      },
      at: Date,
    ): Promise<boolean> {
      const moved = await db
        .update(purchaseOrders)
        .set({ status: to, updatedAt: at, ...changes })
        .where(and(eq(purchaseOrders.id, id), inArray(purchaseOrders.status, from)))
        .returning({ id: purchaseOrders.id });
      return moved.length > 0;
    },

    /**
     * Marks the order paid, inside the ledger transaction that credits it. Exactly one caller
     * gets true: the ledger's idempotency key lets only one transaction commit the credit.
     */
    async markCredited(id: number, providerPaymentId: string | null, at: Date): Promise<boolean> {
      const moved = await db
        .update(purchaseOrders)
        .set({
          status: 'success',
          creditedAt: at,
          updatedAt: at,
          providerPaymentId: sql`coalesce(${providerPaymentId}, ${purchaseOrders.providerPaymentId})`,
          failureCode: null,
          failureReason: null,
        })
        .where(and(eq(purchaseOrders.id, id), isNull(purchaseOrders.creditedAt)))
        .returning({ id: purchaseOrders.id });
      return moved.length > 0;
    },

    /** The purchase.completed outbox rows, in the transaction that marked the order paid. */
    async recordCompleted(order: TPurchaseOrder, at: Date): Promise<void> {
      const event: TDomainEvents['purchase.completed'] = {
        userId: order.userId,
        merchantRefNum: order.merchantRefNum,
        provider: order.provider,
        packageId: order.packageId,
        amountMinor: order.amountMinor,
        currencyCode: order.currencyCode,
        gcAmountMinor: order.gcAmountMinor,
        scAmountMinor: order.scAmountMinor,
        creditedAt: at.toISOString(),
      };
      await db.execute(
        outboxInsert(
          'purchase.completed',
          sql`${order.merchantRefNum}`,
          sql`${JSON.stringify(event)}::jsonb`,
        ),
      );
    },

    /**
     * The reversal's row for the operator and its purchase.reversed outbox rows, in the
     * transaction of the last reversal transfer.
     */
    async recordReversed(event: TDomainEvents['purchase.reversed']): Promise<void> {
      await db
        .insert(purchaseReversals)
        .values({
          merchantRefNum: event.merchantRefNum,
          reversalId: event.reversalId,
          userId: event.userId,
          kind: event.kind,
          amountMinor: event.amountMinor,
          currencyCode: event.currencyCode,
          gcTakenMinor: event.takenMinor.GC,
          scTakenMinor: event.takenMinor.SC,
          gcShortfallMinor: event.shortfallMinor.GC,
          scShortfallMinor: event.shortfallMinor.SC,
          reversedAt: new Date(event.reversedAt),
        })
        .onConflictDoNothing();
      await db.execute(
        outboxInsert(
          'purchase.reversed',
          sql`${`${event.merchantRefNum}:${event.reversalId}`}`,
          sql`${JSON.stringify(event)}::jsonb`,
        ),
      );
    },

    /** Reversals newest first, optionally only those with a shortfall, with the filter's totals. */
    async listReversals(filter: { shortfallOnly: boolean; limit: number; offset: number }) {
      const where = filter.shortfallOnly
        ? or(gt(purchaseReversals.gcShortfallMinor, 0), gt(purchaseReversals.scShortfallMinor, 0))
        : undefined;
      const rows = await db
        .select()
        .from(purchaseReversals)
        .where(where)
        .orderBy(desc(purchaseReversals.reversedAt), desc(purchaseReversals.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [totals] = await db
        .select({
          count: count(),
          gc: sum(purchaseReversals.gcShortfallMinor),
          sc: sum(purchaseReversals.scShortfallMinor),
        })
        .from(purchaseReversals)
        .where(where);
      return {
        rows,
        totalCount: Number(totals?.count ?? 0),
        shortfallTotalMinor: { GC: Number(totals?.gc ?? 0), SC: Number(totals?.sc ?? 0) },
      };
    },

    /** Whether the player has a credited order other than this one. */
    async hasOtherCreditedOrder(userId: string, exceptId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(
          and(
            eq(purchaseOrders.userId, userId),
            eq(purchaseOrders.status, 'success'),
            ne(purchaseOrders.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** What the player has paid for in credited orders, in USD minor units. */
    async creditedTotalMinor(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`COALESCE(SUM(${purchaseOrders.amountMinor}), 0)` })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.userId, userId), eq(purchaseOrders.status, 'success')));
      return Number(row?.total ?? 0);
    },

    /** Records a provider notification by its event id; false when it was seen before. */
    async recordNotification(event: {
      provider: string;
      eventId: string;
      eventType: string;
      merchantRefNum: string;
    }): Promise<boolean> {
      const inserted = await db
        .insert(paymentWebhookEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return inserted.length > 0;
    },
  };
}
export type TPaymentsRepository = ReturnType<typeof createPaymentsRepository>;
