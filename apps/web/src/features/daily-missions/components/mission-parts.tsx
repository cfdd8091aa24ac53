import type { TDailyMission, TDailyMissionPackage } from '@casino/contracts';
import { coinLabel } from '@casino/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { progressPercent } from '#src/features/daily-missions/model/mission-view';
import { formatMissionCoins, useMissionProgressText } from '#src/lib/mission-goal';

type TMissionFields = Pick<TDailyMission, 'missionType' | 'goal' | 'progress' | 'coinType'>;

/** The mission's progress bar with its numbers ("3 / 10", amounts with the coin). */
export function MissionProgress({ mission }: { mission: TMissionFields }) {
  const { t } = useTranslation();
  const labelId = useId();
  const text = useMissionProgressText(mission);
  const percent = progressPercent(mission);
  return (
    <div className="mission-progress">
      <span id={labelId} className="cc-visually-hidden">
        {t('dailyMissions.progressLabel')}
      </span>
      <div
        className="mission-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        data-testid="mission-progress"
      >
        <span className="mission-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="mission-progress__text" data-testid="mission-progress-text">
        {text}
      </span>
    </div>
  );
}

/** A reward's coins, GC first, each shown only when it pays something. */
export function RewardAmounts({ packageData }: { packageData: TDailyMissionPackage }) {
  const { t } = useTranslation();
  const parts = (
    [
      ['GC', packageData.gcCoin],
      ['SC', packageData.scCoin],
    ] as const
  ).filter(([, amount]) => amount > 0);
  return (
    <ul className="mission-reward" aria-label={t('dailyMissions.reward')}>
      {parts.map(([coin, amount]) => (
        <li key={coin} className="mission-reward__amount" data-coin={coin}>
          {formatMissionCoins(amount, coin)} {coinLabel(coin)}
        </li>
      ))}
    </ul>
  );
}
