import '#src/features/daily-missions/components/daily-missions.css';
import { Hourglass } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openDailyMissionPortal } from '#src/features/daily-missions/components/daily-mission-portal';
import type { TDailyMissionsWiring } from '#src/features/daily-missions/components/daily-missions-wiring';
import {
  useMissionCountdown,
  useMissionView,
} from '#src/features/daily-missions/components/use-mission-view';
import { formatTimer } from '#src/lib/format-timer';
import { useHomeWidgets } from '#src/stores/home-widgets';

const WIDGET_KEY = 'daily-mission';

/** The home widget's face: 'Next In' and the timer; it opens the 'Congrats!' dialog. */
function UpcomingMissionWidget({ wiring }: { wiring: TDailyMissionsWiring }) {
  const { t } = useTranslation();
  const { endsAtMs } = useMissionView();
  const remainingMs = useMissionCountdown(endsAtMs);
  const time = formatTimer(remainingMs);
  return (
    <button
      type="button"
      className="mission-widget"
      aria-label={t('dailyMissions.widgetLabel', { time })}
      data-testid="daily-mission-widget"
      onClick={() => openDailyMissionPortal(wiring, t('dailyMissions.congrats'))}
    >
      <Hourglass size={28} aria-hidden="true" />
      <span className="mission-widget__label">{t('dailyMissions.nextIn')}</span>
      <span className="mission-timer">{time}</span>
    </button>
  );
}

/**
 * Keeps the UPCOMING mission's widget among the home widgets (type UpcomingDailyMission) while
 * the mission of the header's coin is UPCOMING; renders nothing itself.
 */
export function DailyMissionHomeWidget({ wiring }: { wiring: TDailyMissionsWiring }) {
  const { view } = useMissionView();
  const isUpcoming = view?.status === 'UPCOMING';
  useEffect(() => {
    if (!isUpcoming) return;
    const { showWidget, hideWidget } = useHomeWidgets.getState();
    showWidget({
      key: WIDGET_KEY,
      type: 'UpcomingDailyMission',
      weight: 0,
      content: <UpcomingMissionWidget wiring={wiring} />,
    });
    return () => hideWidget(WIDGET_KEY);
  }, [isUpcoming, wiring]);
  return null;
}
