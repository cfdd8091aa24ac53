import type { TExecutor } from '#src/db/client';
import { purchaseOrders } from '#src/db/schema/index';
import type { TPurchaseOrder } from '#src/modules/payments/payments.repository';

/** Apple Pay orders: one per Apple Pay token, its transaction id in the order's reference. */
export function createApplePayRepository(db: TExecutor) {
  return {
    /** The new order, or null when an order with its reference exists (a twin request). */
    async insertOrderIfAbsent(
      order: typeof purchaseOrders.$inferInsert,
    ): Promise<TPurchaseOrder | null> {
      const [row] = await db
        .insert(purchaseOrders)
        .values(order)
        .onConflictDoNothing({ target: purchaseOrders.merchantRefNum })
        .returning();
      return row ?? null;
    },
  };
}
