import type { TGetTransactionsQuery, TGetTransactionsResponse } from '@casino/contracts';
import { getTransactionsContract } from '@casino/contracts/rest/transactions/get-transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export type TTransactionsPage = TGetTransactionsResponse['data']['data'];

export async function getTransactions(
  query: TGetTransactionsQuery,
  signal?: AbortSignal,
): Promise<TTransactionsPage> {
  return (await apiRequest(getTransactionsContract, { query }, signal ? { signal } : {})).data.data;
}

export function getTransactionsQueryOptions(query: TGetTransactionsQuery) {
  return queryOptions({
    queryKey: ['transactions', query] as const,
    queryFn: ({ signal }) => getTransactions(query, signal),
    // Read afresh each time the list opens: a purchase or a round a moment ago belongs in it.
    staleTime: 0,
  });
}

/** One page of the player's transactions of the last 14 days. */
export function useTransactions(query: TGetTransactionsQuery) {
  return useQuery({ ...getTransactionsQueryOptions(query), placeholderData: keepPreviousData });
}
