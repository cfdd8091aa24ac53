import '#src/features/daily-missions/components/daily-missions.css';
import { Button } from '@casino/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openDailyMissionPortal } from '#src/features/daily-missions/components/daily-mission-portal';
import type { TDailyMissionsWiring } from '#src/features/daily-missions/components/daily-missions-wiring';
import {
  MissionProgress,
  RewardAmounts,
} from '#src/features/daily-missions/components/mission-parts';
import {
  useMissionCountdown,
  useMissionView,
} from '#src/features/daily-missions/components/use-mission-view';
import { giftTitleOf, type TMissionView } from '#src/features/daily-missions/model/mission-view';
import { useFlag } from '#src/lib/feature-flags';
import { formatTimer } from '#src/lib/format-timer';
import { useMissionGoalText } from '#src/lib/mission-goal';

type TShownView = Extract<TMissionView, { status: 'ACTIVE' | 'COMPLETED' }>;

function ActiveBody({
  view,
  remainingMs,
}: {
  view: Extract<TShownView, { status: 'ACTIVE' }>;
  remainingMs: number;
}) {
  const { t } = useTranslation();
  const goal = useMissionGoalText(view.mission);
  return (
    <>
      <p className="mission-bar__goal" data-testid="mission-bar-goal">
        {goal}
      </p>
      <MissionProgress mission={view.mission} />
      <p className="mission-bar__timer">
        {t('dailyMissions.endsIn')}{' '}
        <span className="mission-timer">{formatTimer(remainingMs)}</span>
      </p>
    </>
  );
}

function CompletedBody({ view }: { view: Extract<TShownView, { status: 'COMPLETED' }> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mission-bar__goal">
        {view.gift.kind === 'grandPrize'
          ? t('dailyMissions.grandPrizeReady')
          : t('dailyMissions.rewardReady')}
      </p>
      <RewardAmounts packageData={view.gift.packageData} />
    </>
  );
}

/**
 * The mission of the header's coin while it is ACTIVE or COMPLETED (engagement §2): the lobby's
 * progress bar, also the Rewards page's section. Its button opens the Daily Mission dialog, or
 * the gift dialog of a completed one. Nothing for an UPCOMING mission (that is the home widget)
 * or with the feature off.
 */
export function DailyMissionBar({
  wiring,
  variant,
}: {
  wiring: TDailyMissionsWiring;
  variant: 'lobby' | 'rewards';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = useFlag('daily_mission_title') || t('dailyMissions.featureTitle');
  const { coin, view, endsAtMs } = useMissionView();
  const remainingMs = useMissionCountdown(endsAtMs);
  if (!view || view.status === 'UPCOMING') return null;
  const isCompleted = view.status === 'COMPLETED';
  const open = () =>
    openDailyMissionPortal(
      wiring,
      isCompleted
        ? t(`dailyMissions.giftTitle.${giftTitleOf(view.gift)}`)
        : t('dailyMissions.title'),
    );
  const body = isCompleted ? (
    <CompletedBody view={view} />
  ) : (
    <ActiveBody view={view} remainingMs={remainingMs} />
  );
  const content = (
    <>
      <h2 id={titleId} className="mission-bar__title">
        {title}
      </h2>
      {body}
      <Button
        className="mission-bar__action"
        variant={isCompleted ? 'primary' : 'secondary'}
        onClick={open}
      >
        {isCompleted ? t('dailyMissions.openGift') : t('dailyMissions.seeMission')}
      </Button>
    </>
  );
  if (variant === 'rewards') {
    return (
      <div
        className="mission-bar mission-bar--rewards"
        data-testid="daily-mission-entry"
        data-status={view.status}
        data-coin={coin}
      >
        {content}
      </div>
    );
  }
  return (
    <section
      className="mission-bar"
      aria-labelledby={titleId}
      data-testid="daily-mission-bar"
      data-status={view.status}
      data-coin={coin}
    >
      {content}
    </section>
  );
}
