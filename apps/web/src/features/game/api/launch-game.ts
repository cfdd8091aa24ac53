import type { TGameLaunchData } from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { loadContracts } from '#src/lib/load-contracts';

/** Spec §7 POST user/launch-game: cancellable through the query's abort signal. */
export async function launchGame(
  body: { gameId: number; coin: TCoinType; type?: string },
  signal?: AbortSignal,
): Promise<TGameLaunchData> {
  const { launchGameContract } = await loadContracts();
  const answer = await apiRequest(launchGameContract, { body }, signal ? { signal } : {});
  return answer.data;
}

/** Every visit launches afresh (a new launch token); nothing is kept once the page is left. */
export function getLaunchGameQueryOptions(gameId: number, coin: TCoinType) {
  return queryOptions({
    queryKey: ['game-launch', gameId, coin] as const,
    queryFn: ({ signal }) => launchGame({ gameId, coin }, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
