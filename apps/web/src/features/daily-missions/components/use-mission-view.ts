import type { TCoinType } from '@casino/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getDailyMissionsQueryOptions,
  useDailyMissions,
} from '#src/features/daily-missions/api/get-daily-missions';
import { missionViewOf, type TMissionView } from '#src/features/daily-missions/model/mission-view';
import { useFlag } from '#src/lib/feature-flags';
import { useCoinType } from '#src/stores/coin-type';
import { useFeatureManagerRegistry } from '#src/stores/feature-manager';

const TICK_MS = 1000;

export interface TMissionViewState {
  coin: TCoinType;
  view: TMissionView | null;
  /** When the mission day ends (epoch ms): the server's timeLeft counted from its answer. */
  endsAtMs: number | null;
}

/** The lobby's mission for the header's coin, following the coin switch. */
export function useMissionView(): TMissionViewState {
  const coin = useCoinType((state) => state.coinType);
  const isGrandPrizeEnabled = useFlag('daily_mission_grand_prize_enable') === true;
  const { data, dataUpdatedAt } = useDailyMissions();
  if (!data) return { coin, view: null, endsAtMs: null };
  const [first] = coin === 'GC' ? data.gcMissions : data.scMissions;
  return {
    coin,
    view: missionViewOf(data, coin, isGrandPrizeEnabled),
    endsAtMs: first ? dataUpdatedAt + first.timeLeft * 1000 : null,
  };
}

/**
 * Milliseconds until `endsAtMs`, ticking each second (engagement §4); at zero the missions are
 * read again (joining a read already under way), which brings the next day and its timer, and
 * the feature manager is asked to queue the mission dialog again (engagement §4).
 */
export function useMissionCountdown(endsAtMs: number | null): number {
  const queryClient = useQueryClient();
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (endsAtMs === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNowMs(current);
      if (current < endsAtMs) return;
      clearInterval(timer);
      void queryClient
        .refetchQueries(
          { queryKey: getDailyMissionsQueryOptions().queryKey },
          { cancelRefetch: false },
        )
        .catch((error: unknown) => console.error('Daily missions not reloaded', error));
      useFeatureManagerRegistry.getState().requestFetch('DAILY_MISSION');
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAtMs, queryClient]);
  return endsAtMs === null ? 0 : Math.max(0, endsAtMs - nowMs);
}
