import type { TFeatureManagerOrderConfiguration } from '@casino/contracts';
import { asc } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import { featureManagerOrder } from '#src/db/schema/index';

/** A stored row as its feature type names it; the service checks the type is still known. */
export interface TStoredFeatureOrder {
  featureType: string;
  order: number;
  refetchOnCoinChange: boolean;
}

export function createFeatureManagerRepository(db: TExecutor) {
  return {
    async listOrder(): Promise<TStoredFeatureOrder[]> {
      return db
        .select({
          featureType: featureManagerOrder.featureType,
          order: featureManagerOrder.sortOrder,
          refetchOnCoinChange: featureManagerOrder.refetchOnCoinChange,
        })
        .from(featureManagerOrder)
        .orderBy(asc(featureManagerOrder.sortOrder), asc(featureManagerOrder.featureType));
    },

    /** Replaces every row in one statement pair; run it inside the caller's transaction. */
    async replaceOrder(
      entries: readonly TFeatureManagerOrderConfiguration[],
      now: Date,
    ): Promise<void> {
      await db.delete(featureManagerOrder);
      await db.insert(featureManagerOrder).values(
        entries.map((entry) => ({
          featureType: entry.featureType,
          sortOrder: entry.order,
          refetchOnCoinChange: entry.refetchOnCoinChange,
          updatedAt: now,
        })),
      );
    },
  };
}
export type TFeatureManagerRepository = ReturnType<typeof createFeatureManagerRepository>;
