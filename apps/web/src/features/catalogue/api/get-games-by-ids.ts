import type { TGame } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export async function getGamesByIds(gameIds: number[]): Promise<TGame[]> {
  const { getGamesByIdsContract } =
    await import('@casino/contracts/rest/catalogue/get-games-by-ids');
  const response = await apiRequest(getGamesByIdsContract, { body: { gameIds } });
  return response.data;
}

/** Recently played: the stored ids turned into game records, in the stored order. */
export function getGamesByIdsQueryOptions(gameIds: number[]) {
  return queryOptions({
    queryKey: ['catalogue', 'games-by-ids', gameIds],
    queryFn: () => getGamesByIds(gameIds),
  });
}

export function useGamesByIds(gameIds: number[]) {
  return useQuery({ ...getGamesByIdsQueryOptions(gameIds), enabled: gameIds.length > 0 });
}
