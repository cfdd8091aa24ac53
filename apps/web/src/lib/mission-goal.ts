import type { TDailyMissionType } from '@casino/contracts';
import { AMOUNT_MISSION_TYPES } from '@casino/contracts/rest/daily-missions/daily-mission';
import { asAmountMinor, coinLabel, formatAmount, type TCoinType } from '@casino/money';
import { useTranslation } from 'react-i18next';

/**
 * A goal of a mission type (engagement §3): daily missions and quest milestones (decision 217)
 * count the same types and read them in the same words.
 */
export interface TMissionGoal {
  missionType: TDailyMissionType;
  goal: number;
  progress: number;
  coinType: TCoinType;
}

/** Types whose goal and progress are amounts of the coin, not counts. */
export function isAmountMission(mission: Pick<TMissionGoal, 'missionType'>): boolean {
  return AMOUNT_MISSION_TYPES.includes(mission.missionType);
}

export function formatMissionCoins(amountMinor: number, coin: TCoinType): string {
  return formatAmount(asAmountMinor(amountMinor), { coin, style: 'coins' });
}

/** What the goal asks, in words: "Spin 10 times", "Bet a total of 20,000 CC". */
export function useMissionGoalText(mission: Omit<TMissionGoal, 'progress'>): string {
  const { t } = useTranslation();
  if (isAmountMission(mission)) {
    return t(`dailyMissions.goal.${mission.missionType}`, {
      amount: formatMissionCoins(mission.goal, mission.coinType),
      coin: coinLabel(mission.coinType),
    });
  }
  return t(`dailyMissions.goal.${mission.missionType}`, { count: mission.goal });
}

/** The progress in words: "3 / 10", or amounts with the coin ("1,000 / 20,000 CC"). */
export function useMissionProgressText(mission: TMissionGoal): string {
  const { t } = useTranslation();
  const isAmount = isAmountMission(mission);
  const progress = isAmount
    ? formatMissionCoins(mission.progress, mission.coinType)
    : mission.progress;
  const goal = isAmount
    ? `${formatMissionCoins(mission.goal, mission.coinType)} ${coinLabel(mission.coinType)}`
    : mission.goal;
  return t('dailyMissions.progress', { progress, goal });
}
