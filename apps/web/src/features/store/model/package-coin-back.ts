import type { QueryClient } from '@tanstack/react-query';
import { coinBackOf } from '#src/features/store/components/package-card';
import type { TCompletedPurchase } from '#src/features/store/components/purchase-success';
import { findStorePackage } from '#src/features/store/model/find-store-package';

/**
 * A purchase completed away from the store (a bank or Skrill return, a payment_result socket
 * message) knows its package only by id: its coin-back bundle (decision 106) comes from the
 * store pages already loaded, or read now (the return from the provider's page reloads the
 * app). A store that cannot be read leaves the purchase without the coin-back line.
 */
export async function withPackageCoinBack(
  queryClient: QueryClient,
  purchase: TCompletedPurchase,
): Promise<TCompletedPurchase> {
  if (purchase.coinBack) return purchase;
  try {
    const pack = await findStorePackage(queryClient, purchase.packageId);
    if (pack) return { ...purchase, coinBack: coinBackOf(pack) };
  } catch (error) {
    console.warn('The store could not be read for the coin-back line', error);
  }
  return purchase;
}
