import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { TPackageBundle } from '@casino/contracts';
import type { TExecutor } from '#src/db/client';
import { storePackages } from '#src/db/schema/index';

export interface TPackageRecord {
  id: number;
  title: string;
  priceMinor: number;
  gcAmountMinor: number;
  scAmountMinor: number;
  bundles: TPackageBundle[];
  isFirstPurchaseOffer: boolean;
  badge: string;
}

const PACKAGE_COLUMNS = {
  id: storePackages.id,
  title: storePackages.title,
  priceMinor: storePackages.priceMinor,
  gcAmountMinor: storePackages.gcAmountMinor,
  scAmountMinor: storePackages.scAmountMinor,
  bundles: storePackages.bundles,
  isFirstPurchaseOffer: storePackages.isFirstPurchaseOffer,
  badge: storePackages.badge,
};

/** Packages on sale; the first-purchase offer only for players who never bought. */
function onSale(includeFirstPurchaseOffer: boolean): SQL | undefined {
  return includeFirstPurchaseOffer
    ? eq(storePackages.isActive, true)
    : and(eq(storePackages.isActive, true), eq(storePackages.isFirstPurchaseOffer, false));
}

export function createStoreRepository(db: TExecutor) {
  return {
    async listOnSale(options: {
      includeFirstPurchaseOffer: boolean;
      limit: number;
      offset: number;
    }): Promise<{ packages: TPackageRecord[]; totalCount: number }> {
      const where = onSale(options.includeFirstPurchaseOffer);
      const packages = await db
        .select(PACKAGE_COLUMNS)
        .from(storePackages)
        .where(where)
        .orderBy(asc(storePackages.sortOrder), asc(storePackages.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ value: count() }).from(storePackages).where(where);
      return { packages, totalCount: Number(total?.value ?? 0) };
    },

    async listOnSaleByIds(
      ids: number[],
      includeFirstPurchaseOffer: boolean,
    ): Promise<TPackageRecord[]> {
      if (ids.length === 0) return [];
      return db
        .select(PACKAGE_COLUMNS)
        .from(storePackages)
        .where(and(inArray(storePackages.id, ids), onSale(includeFirstPurchaseOffer)));
    },

    async findOnSale(
      packageId: number,
      includeFirstPurchaseOffer: boolean,
    ): Promise<TPackageRecord | null> {
      const [found] = await db
        .select(PACKAGE_COLUMNS)
        .from(storePackages)
        .where(and(eq(storePackages.id, packageId), onSale(includeFirstPurchaseOffer)));
      return found ?? null;
    },
  };
}
export type TStoreRepository = ReturnType<typeof createStoreRepository>;
