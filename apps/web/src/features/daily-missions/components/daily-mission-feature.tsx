import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getDailyMissionsQueryOptions } from '#src/features/daily-missions/api/get-daily-missions';
import { DailyMissionPortal } from '#src/features/daily-missions/components/daily-mission-portal';
import type { TDailyMissionsWiring } from '#src/features/daily-missions/components/daily-missions-wiring';
import {
  giftTitleOf,
  missionViewOf,
  type TMissionView,
} from '#src/features/daily-missions/model/mission-view';
import { useFlag } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useManagedFeature, type TManagedFeature } from '#src/stores/feature-manager';
import { showInPortal } from '#src/stores/portal';

/** What a dialog showed, so each active mission and each gift opens by itself once. */
function shownKeyOf(view: TMissionView, coin: string): string | null {
  if (view.status === 'ACTIVE') return `${coin}:mission:${view.mission.id}`;
  if (view.status === 'COMPLETED') return `${coin}:${view.gift.kind}:${view.gift.id}`;
  return null;
}

/**
 * The daily mission dialogs as a feature of the feature manager (engagement §4, decisions
 * 145, 195): for the header's coin, READY with a gift to claim (the gift dialogs, one at a
 * time) or an ACTIVE mission (the 'Daily Mission' dialog), each once per log-in. The manager
 * reads it again on a coin switch (config), on coming back to the lobby and at a timer's zero.
 */
export function DailyMissionFeature({ wiring }: { wiring: TDailyMissionsWiring }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEnabled = useFlag('daily_missions_feature') === true;
  const isGrandPrizeEnabled = useFlag('daily_mission_grand_prize_enable') === true;
  const shown = useRef<{ loggedInAt: number | null; keys: Set<string> }>({
    loggedInAt: null,
    keys: new Set(),
  });

  const feature = useMemo<TManagedFeature>(() => {
    /**
     * The view to show now for the header's coin, or null when nothing is new: read afresh
     * (staleTime 0) by a fetch, from the fetch's answer when the dialog opens.
     */
    async function readView(
      staleTime: number,
    ): Promise<{ view: TMissionView; key: string } | null> {
      const { loggedInAt } = useAuthStatus.getState();
      if (shown.current.loggedInAt !== loggedInAt) shown.current = { loggedInAt, keys: new Set() };
      const coin = useCoinType.getState().coinType;
      const state = await queryClient.fetchQuery({ ...getDailyMissionsQueryOptions(), staleTime });
      const view = missionViewOf(state, coin, isGrandPrizeEnabled);
      const key = view ? shownKeyOf(view, coin) : null;
      if (!view || key === null || shown.current.keys.has(key)) return null;
      return { view, key };
    }
    return {
      type: 'DAILY_MISSION',
      fetch: async () => {
        if (!isEnabled) return 'OFF';
        return (await readView(0)) ? 'READY' : 'OFF';
      },
      show: async () => {
        const next = await readView(Infinity);
        if (!next) return;
        shown.current.keys.add(next.key);
        const { view } = next;
        const label =
          view.status === 'COMPLETED'
            ? t(`dailyMissions.giftTitle.${giftTitleOf(view.gift)}`)
            : t('dailyMissions.title');
        await showInPortal(<DailyMissionPortal wiring={wiring} />, {
          label,
          contentClassName: 'daily-mission-portal',
        });
      },
    };
  }, [isEnabled, isGrandPrizeEnabled, queryClient, wiring, t]);
  useManagedFeature(feature);
  return null;
}
