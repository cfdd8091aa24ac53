import type { TStorePackage } from '@casino/contracts';
import { STORE_PAGE_SIZE } from '@casino/contracts/rest/store/get-store';
import type { QueryClient } from '@tanstack/react-query';
import { getStoreQueryOptions, type TStorePage } from '#src/features/store/api/get-store';

/** Store pages read at most to find a package by id. */
const MAX_PAGES = 5;

function findIn(pages: readonly (TStorePage | undefined)[], packageId: number) {
  for (const page of pages) {
    const pack = page?.store.find((candidate) => candidate.packageId === packageId);
    if (pack) return pack;
  }
  return undefined;
}

/**
 * A package known only by its id (a purchase completed away from the store, an offer's package),
 * as the store sells it to the player: from the store pages already loaded, or read now. Throws
 * when the store cannot be read; undefined when the store does not sell it to the player.
 */
export async function findStorePackage(
  queryClient: QueryClient,
  packageId: number,
): Promise<TStorePackage | undefined> {
  const cached = findIn(
    queryClient
      .getQueriesData<TStorePage>({ queryKey: getStoreQueryOptions().queryKey.slice(0, 1) })
      .map(([, page]) => page),
    packageId,
  );
  if (cached) return cached;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const read = await queryClient.fetchQuery(getStoreQueryOptions(page));
    const pack = findIn([read], packageId);
    if (pack) return pack;
    if (page * STORE_PAGE_SIZE >= read.totalCount) break;
  }
  return undefined;
}
