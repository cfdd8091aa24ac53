import { useState } from 'react';
import { useDailyMissions } from '#src/features/daily-missions/api/get-daily-missions';
import type { TDailyMissionsWiring } from '#src/features/daily-missions/components/daily-missions-wiring';
import { GiftDialog } from '#src/features/daily-missions/components/gift-dialog';
import { MissionDialog } from '#src/features/daily-missions/components/mission-dialog';
import {
  useMissionCountdown,
  useMissionView,
} from '#src/features/daily-missions/components/use-mission-view';
import { useFlag } from '#src/lib/feature-flags';
import { usePortal } from '#src/stores/portal';

function closePortal() {
  usePortal.getState().closePortal(true);
}

/**
 * The daily mission dialog as the portal shows it, for the header's coin: the gifts while
 * there are any (it stays on them until the last is paid, so a refetch showing the next
 * mission does not cut the coin animation), otherwise the mission dialog.
 */
export function DailyMissionPortal({ wiring }: { wiring: TDailyMissionsWiring }) {
  const { coin, view, endsAtMs } = useMissionView();
  const { data } = useDailyMissions();
  const remainingMs = useMissionCountdown(endsAtMs);
  const isGrandPrizeEnabled = useFlag('daily_mission_grand_prize_enable') === true;
  const [isGiving, setIsGiving] = useState(view?.status === 'COMPLETED');
  if (!isGiving && view?.status === 'COMPLETED') setIsGiving(true);
  if (isGiving && data) {
    return (
      <GiftDialog
        coin={coin}
        state={data}
        isGrandPrizeEnabled={isGrandPrizeEnabled}
        onWalletChanged={wiring.onWalletChanged}
        renderCelebration={wiring.renderCelebration}
        onClose={closePortal}
      />
    );
  }
  if (!view || view.status === 'COMPLETED') return null;
  return <MissionDialog view={view} remainingMs={remainingMs} onClose={closePortal} />;
}

/** Opens the daily mission dialog in the portal. */
export function openDailyMissionPortal(wiring: TDailyMissionsWiring, label: string): void {
  usePortal.getState().openPortal(<DailyMissionPortal wiring={wiring} />, {
    label,
    contentClassName: 'daily-mission-portal',
  });
}
