import '#src/features/daily-missions/components/daily-missions.css';
import type { TDailyMission } from '@casino/contracts';
import { Button, GameLabels, IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDailyMissions } from '#src/features/daily-missions/api/get-daily-missions';
import {
  MissionProgress,
  RewardAmounts,
} from '#src/features/daily-missions/components/mission-parts';
import type { TMissionView } from '#src/features/daily-missions/model/mission-view';
import { useFlag } from '#src/lib/feature-flags';
import { formatTimer } from '#src/lib/format-timer';
import { useMissionGoalText } from '#src/lib/mission-goal';
import { toTileLabels } from '#src/lib/game-labels';

/** The catalogue's labels of the mission's game, as its tile shows them (game_labels_feat). */
function MissionGameLabels({ mission }: { mission: TDailyMission }) {
  const hasLabels = useFlag('game_labels_feat') === true;
  const { data } = useDailyMissions();
  const key = String(mission.gameId);
  const labels =
    hasLabels && data && mission.gameId !== null && Object.hasOwn(data.gameLabel, key)
      ? (data.gameLabel[key] ?? [])
      : [];
  return (
    <GameLabels
      className="mission-dialog__labels"
      labels={toTileLabels(labels, mission.coinType)}
    />
  );
}

function MissionGoal({ mission }: { mission: TDailyMission }) {
  const { t } = useTranslation();
  const goal = useMissionGoalText(mission);
  return (
    <>
      {mission.gameImageUrl ? (
        <img
          className="mission-dialog__game"
          src={mission.gameImageUrl}
          alt={t('dailyMissions.gameImage')}
          width={120}
          height={120}
        />
      ) : null}
      <MissionGameLabels mission={mission} />
      <p className="mission-dialog__goal" data-testid="mission-goal">
        {goal}
      </p>
    </>
  );
}

/**
 * The Daily Mission dialog (engagement §2) of an ACTIVE mission: its goal, progress, reward
 * and the time left, with 'Play Now!' into the mission's game or 'Awesome!' when any game
 * counts; of an UPCOMING one: 'Congrats!' and the 'Next In' timer.
 */
export function MissionDialog({
  view,
  remainingMs,
  onClose,
}: {
  view: Extract<TMissionView, { status: 'ACTIVE' | 'UPCOMING' }>;
  remainingMs: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mission } = view;
  const isActive = view.status === 'ACTIVE';
  const gameId = isActive ? view.mission.gameId : null;
  const handlePlay = () => {
    onClose();
    if (gameId !== null) void navigate(`/games/${gameId}`);
  };
  return (
    <div className="mission-dialog" data-testid="daily-mission-dialog" data-status={view.status}>
      <IconButton
        label={t('dailyMissions.close')}
        className="mission-dialog__close"
        onClick={onClose}
      >
        <X size={20} aria-hidden="true" />
      </IconButton>
      <h2 className="mission-dialog__title" id="daily-mission-dialog-title">
        {isActive ? t('dailyMissions.title') : t('dailyMissions.congrats')}
      </h2>
      {mission ? (
        <>
          <MissionGoal mission={mission} />
          {isActive ? <MissionProgress mission={mission} /> : null}
          <RewardAmounts packageData={mission.packageData} />
        </>
      ) : (
        <p className="mission-dialog__text">{t('dailyMissions.allDone')}</p>
      )}
      <p className="mission-dialog__timer" data-testid="mission-dialog-timer">
        <span>{isActive ? t('dailyMissions.endsIn') : t('dailyMissions.nextIn')}</span>{' '}
        <span className="mission-timer">{formatTimer(remainingMs)}</span>
      </p>
      {isActive ? (
        <Button size="lg" isBlock onClick={handlePlay}>
          {gameId === null ? t('dailyMissions.awesome') : t('dailyMissions.playNow')}
        </Button>
      ) : null}
    </div>
  );
}
