import type { TStoreOffer } from '@casino/contracts';
import { getStoreOffersContract } from '@casino/contracts/rest/event-triggers/get-store-offers';
import type { TCoinType } from '@casino/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getStoreOffers(
  coinType: TCoinType,
  signal?: AbortSignal,
): Promise<TStoreOffer[]> {
  return (
    await apiRequest(getStoreOffersContract, { query: { coinType } }, signal ? { signal } : {})
  ).data.storeOffers;
}

/** The player's offers shown in the store for a coin (decision 216). */
export function getStoreOffersQueryOptions(coinType: TCoinType) {
  return queryOptions({
    queryKey: ['store-offers', coinType] as const,
    queryFn: ({ signal }) => getStoreOffers(coinType, signal),
  });
}

export function useStoreOffers(coinType: TCoinType, isEnabled: boolean) {
  return useQuery({ ...getStoreOffersQueryOptions(coinType), enabled: isEnabled });
}
