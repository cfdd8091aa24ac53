import type { TPlayerQuest } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getPlayerQuestQueryOptions } from '#src/features/quests/api/get-player-quest';
import { questRefetchDelayMs } from '#src/features/quests/model/quest-view';

const TICK_MS = 1000;
/** setTimeout's longest delay; a later end is waited for in steps. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/** Milliseconds until the quest's expiry, ticking each second (engagement §4). */
export function useQuestRemainingMs(expiredAt: string): number {
  const endsAtMs = Date.parse(expiredAt);
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, endsAtMs - nowMs);
}

/**
 * Engagement §4/§9: when the quest's timer ends the quest is read again after a random 1-5 s
 * (so that every client does not read at once); the read brings no quest, or the next one.
 * Mounted once, for the whole signed-in app.
 */
export function useQuestExpiryRefetch(
  quest: TPlayerQuest | null | undefined,
  random: () => number = Math.random,
): void {
  const queryClient = useQueryClient();
  const expiredAt = quest?.expiredAt ?? null;
  const [wakeUps, setWakeUps] = useState(0);
  useEffect(() => {
    if (expiredAt === null) return;
    const delayMs = Math.max(0, Date.parse(expiredAt) - Date.now()) + questRefetchDelayMs(random);
    if (delayMs > LONGEST_TIMEOUT_MS) {
      const timer = setTimeout(() => setWakeUps((count) => count + 1), LONGEST_TIMEOUT_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => {
      void queryClient
        .refetchQueries({ queryKey: getPlayerQuestQueryOptions().queryKey })
        .catch((error: unknown) => console.error('Quest not reloaded', error));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [expiredAt, queryClient, random, wakeUps]);
}
