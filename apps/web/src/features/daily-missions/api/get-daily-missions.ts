import type { TDailyMissionsState } from '@casino/contracts';
import { getDailyMissionsContract } from '@casino/contracts/rest/daily-missions/get-daily-missions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { useFlag } from '#src/lib/feature-flags';

export async function getDailyMissions(signal?: AbortSignal): Promise<TDailyMissionsState> {
  return (await apiRequest(getDailyMissionsContract, {}, signal ? { signal } : {})).data;
}

/**
 * Progress moves with every settled round the player plays elsewhere (the game page), so the
 * state is read again whenever a mission view mounts: coming back to the lobby refetches it.
 */
export function getDailyMissionsQueryOptions() {
  return queryOptions({
    queryKey: ['daily-missions'] as const,
    queryFn: ({ signal }) => getDailyMissions(signal),
    staleTime: 0,
  });
}

/** Today's missions; not fetched while daily_missions_feature is off (or flags are unknown). */
export function useDailyMissions() {
  const isEnabled = useFlag('daily_missions_feature') === true;
  return useQuery({ ...getDailyMissionsQueryOptions(), enabled: isEnabled });
}
