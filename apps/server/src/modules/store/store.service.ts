import type { TStorePackage } from '@casino/contracts';
import { AppError } from '#src/lib/errors';
import type { TPackageRecord, TStoreRepository } from '#src/modules/store/store.repository';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

export function presentPackage(record: TPackageRecord): TStorePackage {
  return {
    packageId: record.id,
    title: record.title,
    price: record.priceMinor,
    currencyCode: 'USD',
    gcAmount: record.gcAmountMinor,
    scAmount: record.scAmountMinor,
    gcCoin: record.gcAmountMinor,
    scCoin: record.scAmountMinor,
    packageBundles: record.bundles,
    isFirstPurchaseOffer: record.isFirstPurchaseOffer,
    badge: record.badge,
  };
}

/**
 * The coin store (spec §2 store, §7 GET /v2/store). A player who has ever been credited a
 * purchase (a ledger transfer with code `purchase`) no longer sees the first-purchase offer.
 */
export function createStoreService(deps: {
  repository: TStoreRepository;
  wallet: Pick<TWalletService, 'hasTransferOfCode'>;
}) {
  const { repository, wallet } = deps;
  const mayBuyFirstPurchaseOffer = async (userId: string) =>
    !(await wallet.hasTransferOfCode(userId, 'purchase'));

  return {
    async listPackages(userId: string, page: { limit: number; page: number }) {
      const { packages, totalCount } = await repository.listOnSale({
        includeFirstPurchaseOffer: await mayBuyFirstPurchaseOffer(userId),
        limit: page.limit,
        offset: (page.page - 1) * page.limit,
      });
      return { store: packages.map(presentPackage), page: page.page, totalCount };
    },

    /** Those of `packageIds` the player may buy now, as the store lists them (any order). */
    async packagesOnSale(userId: string, packageIds: number[]): Promise<TStorePackage[]> {
      if (packageIds.length === 0) return [];
      const records = await repository.listOnSaleByIds(
        packageIds,
        await mayBuyFirstPurchaseOffer(userId),
      );
      return records.map(presentPackage);
    },

    /** The package as the player may buy it now. Raises PackageNotFoundError (404). */
    async requirePurchasable(userId: string, packageId: number): Promise<TPackageRecord> {
      const found = await repository.findOnSale(packageId, await mayBuyFirstPurchaseOffer(userId));
      if (!found) {
        throw new AppError('PackageNotFoundError', `Package ${packageId} is not on sale to you`);
      }
      return found;
    },
  };
}
export type TStoreService = ReturnType<typeof createStoreService>;
