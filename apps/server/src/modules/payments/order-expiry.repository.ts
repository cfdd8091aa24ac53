import { and, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { purchaseOrders } from '#src/db/schema/index';
import type { TOrderStatus, TPurchaseOrder } from '#src/modules/payments/payments.repository';

/** An order in one of these has not been paid yet; the expiry job moves it to expired. */
export const UNPAID_ORDER_STATUSES = [
  'open',
  'in progress',
  'pending',
] as const satisfies readonly TOrderStatus[];

/** The expiry of unpaid purchase orders (decision 109). */
export function createOrderExpiryRepository(db: TExecutor) {
  return {
    /** Moves the order to expired when it is still unpaid; null when it was not. */
    async expireUnpaid(merchantRefNum: string, at: Date): Promise<TPurchaseOrder | null> {
      const moved = await db
        .update(purchaseOrders)
        .set({ status: 'expired', failureCode: 'expired', failureReason: 'expired', updatedAt: at })
        .where(
          and(
            eq(purchaseOrders.merchantRefNum, merchantRefNum),
            inArray(purchaseOrders.status, [...UNPAID_ORDER_STATUSES]),
          ),
        )
        .returning();
      return moved[0] ?? null;
    },

    async unpaidOrders(): Promise<{ merchantRefNum: string; createdAt: Date }[]> {
      return db
        .select({
          merchantRefNum: purchaseOrders.merchantRefNum,
          createdAt: purchaseOrders.createdAt,
        })
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.status, [...UNPAID_ORDER_STATUSES]));
    },
  };
}
