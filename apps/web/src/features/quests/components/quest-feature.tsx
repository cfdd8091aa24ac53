import type { TCoinType } from '@casino/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getPlayerQuestQueryOptions,
  usePlayerQuest,
} from '#src/features/quests/api/get-player-quest';
import { QuestPortal } from '#src/features/quests/components/quest-portal';
import type { TQuestsWiring } from '#src/features/quests/components/quests-wiring';
import { useQuestExpiryRefetch } from '#src/features/quests/components/use-quest-timer';
import { isQuestRunning } from '#src/features/quests/model/quest-view';
import { useFlag } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useManagedFeature, type TManagedFeature } from '#src/stores/feature-manager';
import { showInPortal } from '#src/stores/portal';
import { useQuestLive } from '#src/stores/quest-live';

/**
 * The quest dialog as a feature of the feature manager (engagement §4, decisions 145, 217):
 * READY while the player's quest runs and its dialog has not opened for the header's coin yet;
 * it opens once per coin type until a quest_update socket message resets that. The manager
 * reads it on arrival, on a coin switch (config) and on coming back from a game. Also reads the
 * quest again 1-5 s after its timer ends.
 */
export function QuestFeature({ wiring }: { wiring: TQuestsWiring }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEnabled = useFlag('quests_enabled') === true;
  const shown = useRef<{ loggedInAt: number | null; coins: Set<TCoinType> }>({
    loggedInAt: null,
    coins: new Set(),
  });
  const { data: quest } = usePlayerQuest();
  useQuestExpiryRefetch(quest);

  useEffect(
    () =>
      useQuestLive.subscribe((state, previous) => {
        if (state.updates !== previous.updates) shown.current.coins.clear();
      }),
    [],
  );

  const feature = useMemo<TManagedFeature>(
    () => ({
      type: 'QUEST',
      fetch: async () => {
        if (!isEnabled) return 'OFF';
        const { loggedInAt } = useAuthStatus.getState();
        if (shown.current.loggedInAt !== loggedInAt) {
          shown.current = { loggedInAt, coins: new Set() };
        }
        const read = await queryClient.fetchQuery({
          ...getPlayerQuestQueryOptions(),
          staleTime: 0,
        });
        const coin = useCoinType.getState().coinType;
        return isQuestRunning(read, Date.now()) && !shown.current.coins.has(coin) ? 'READY' : 'OFF';
      },
      show: async () => {
        shown.current.coins.add(useCoinType.getState().coinType);
        await showInPortal(<QuestPortal wiring={wiring} />, {
          label: t('quests.title'),
          contentClassName: 'quest-portal',
        });
      },
    }),
    [isEnabled, queryClient, t, wiring],
  );
  useManagedFeature(feature);
  return null;
}
