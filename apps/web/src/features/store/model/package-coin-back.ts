import { STORE_PAGE_SIZE } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getStoreQueryOptions, type TStorePage } from '#src/features/store/api/get-store';
import { coinBackOf } from '#src/features/store/components/package-card';
import type { TCompletedPurchase } from '#src/features/store/components/purchase-success';

/** Store pages read at most to find a returned purchase's package. */
const MAX_PAGES = 5;

function findIn(pages: readonly (TStorePage | undefined)[], packageId: number) {
  for (const page of pages) {
    const pack = page?.store.find((candidate) => candidate.packageId === packageId);
    if (pack) return pack;
  }
  return undefined;
}

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
  const cached = findIn(
    queryClient.getQueriesData<TStorePage>({ queryKey: ['store'] }).map(([, page]) => page),
    purchase.packageId,
  );
  if (cached) return { ...purchase, coinBack: coinBackOf(cached) };
  try {
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const read = await queryClient.fetchQuery(getStoreQueryOptions(page));
      const pack = findIn([read], purchase.packageId);
      if (pack) return { ...purchase, coinBack: coinBackOf(pack) };
      if (page * STORE_PAGE_SIZE >= read.totalCount) break;
    }
  } catch (error) {
    console.warn('The store could not be read for the coin-back line', error);
  }
  return purchase;
}
