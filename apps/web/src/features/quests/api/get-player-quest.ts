import type { TPlayerQuest } from '@casino/contracts';
import { getPlayerQuestContract } from '@casino/contracts/rest/quests/get-player-quest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { useFlag } from '#src/lib/feature-flags';
import { QUEST_QUERY_KEY } from '#src/stores/quest-live';

export async function getPlayerQuest(signal?: AbortSignal): Promise<TPlayerQuest | null> {
  return (await apiRequest(getPlayerQuestContract, {}, signal ? { signal } : {})).data
    .playerActiveQuest;
}

/**
 * Progress moves with rounds played elsewhere (the game page); the quest_update socket message
 * invalidates this query, so it is read again when it moves.
 */
export function getPlayerQuestQueryOptions() {
  return queryOptions({
    queryKey: QUEST_QUERY_KEY,
    queryFn: ({ signal }) => getPlayerQuest(signal),
    staleTime: 0,
  });
}

/** The player's active quest; not read while the quests_enabled flag is off (or unknown). */
export function usePlayerQuest() {
  const isEnabled = useFlag('quests_enabled') === true;
  return useQuery({ ...getPlayerQuestQueryOptions(), enabled: isEnabled });
}
