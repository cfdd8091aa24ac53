import { getSavedCardsContract, type TSavedCard } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getSavedCards(signal?: AbortSignal): Promise<TSavedCard[]> {
  return (await apiRequest(getSavedCardsContract, {}, signal ? { signal } : {})).data.cards;
}

/** Read again whenever shown: the payments frame saves and removes cards without telling us. */
export function getSavedCardsQueryOptions() {
  return queryOptions({
    queryKey: ['saved-cards'] as const,
    queryFn: ({ signal }) => getSavedCards(signal),
    staleTime: 0,
  });
}

export function useSavedCards() {
  return useQuery(getSavedCardsQueryOptions());
}
