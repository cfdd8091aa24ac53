import type { TSavedCard } from '@casino/contracts';
import { getSavedCardsContract } from '@casino/contracts/rest/payments/get-saved-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { SAVED_CARDS_QUERY_KEY } from '#src/stores/saved-cards';

export async function getSavedCards(signal?: AbortSignal): Promise<TSavedCard[]> {
  return (await apiRequest(getSavedCardsContract, {}, signal ? { signal } : {})).data.cards;
}

/** Read again whenever shown: the payments frame saves and removes cards without telling us. */
export function getSavedCardsQueryOptions() {
  return queryOptions({
    queryKey: SAVED_CARDS_QUERY_KEY,
    queryFn: ({ signal }) => getSavedCards(signal),
    staleTime: 0,
  });
}

export function useSavedCards() {
  return useQuery(getSavedCardsQueryOptions());
}
