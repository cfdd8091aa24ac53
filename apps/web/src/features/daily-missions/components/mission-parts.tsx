import {
  AMOUNT_MISSION_TYPES,
  type TDailyMission,
  type TDailyMissionPackage,
} from '@casino/contracts';
import { asAmountMinor, coinLabel, formatAmount, type TCoinType } from '@casino/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { progressPercent } from '#src/features/daily-missions/model/mission-view';

type TMissionFields = Pick<TDailyMission, 'missionType' | 'goal' | 'progress' | 'coinType'>;

function isAmountMission(mission: TMissionFields): boolean {
  return AMOUNT_MISSION_TYPES.includes(mission.missionType);
}

function formatCoins(amountMinor: number, coin: TCoinType): string {
  return formatAmount(asAmountMinor(amountMinor), { coin, style: 'coins' });
}

/** What the mission asks, in words: "Spin 10 times", "Bet a total of 20,000 CC". */
export function useMissionGoalText(mission: TMissionFields): string {
  const { t } = useTranslation();
  if (isAmountMission(mission)) {
    return t(`dailyMissions.goal.${mission.missionType}`, {
      amount: formatCoins(mission.goal, mission.coinType),
      coin: coinLabel(mission.coinType),
    });
  }
  return t(`dailyMissions.goal.${mission.missionType}`, { count: mission.goal });
}

/** The mission's progress bar with its numbers ("3 / 10", amounts with the coin). */
export function MissionProgress({ mission }: { mission: TMissionFields }) {
  const { t } = useTranslation();
  const labelId = useId();
  const isAmount = isAmountMission(mission);
  const progress = isAmount ? formatCoins(mission.progress, mission.coinType) : mission.progress;
  const goal = isAmount
    ? `${formatCoins(mission.goal, mission.coinType)} ${coinLabel(mission.coinType)}`
    : mission.goal;
  const text = t('dailyMissions.progress', { progress, goal });
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
          {formatCoins(amount, coin)} {coinLabel(coin)}
        </li>
      ))}
    </ul>
  );
}
