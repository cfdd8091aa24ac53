import type {
  TDailyMission,
  TDailyMissionGrandPrizeReward,
  TDailyMissionPackage,
  TDailyMissionsState,
} from '@casino/contracts';
import type { TCoinType } from '@casino/money';

/** Engagement §4: missions are shown sorted by order, descending. */
export function sortByOrderDescending(missions: readonly TDailyMission[]): TDailyMission[] {
  return [...missions].sort((a, b) => b.order - a.order);
}

/**
 * Engagement §4, next mission of a coin: the reward (completed, not claimed) with the lowest
 * order, else the first ACTIVE mission, else the first UPCOMING, in the sorted list.
 */
export function selectNextMission(
  missions: readonly TDailyMission[],
  rewards: readonly TDailyMission[],
): TDailyMission | null {
  const [lowestReward] = [...rewards].sort((a, b) => a.order - b.order);
  if (lowestReward) return lowestReward;
  const sorted = sortByOrderDescending(missions);
  return (
    sorted.find((mission) => mission.status === 'ACTIVE') ??
    sorted.find((mission) => mission.status === 'UPCOMING') ??
    null
  );
}

/** A gift the player can claim: a completed mission's reward or an earned grand prize. */
export type TDailyMissionGift =
  | { kind: 'mission'; id: number; packageData: TDailyMissionPackage; mission: TDailyMission }
  | { kind: 'grandPrize'; id: number; packageData: TDailyMissionPackage; day: string };

/**
 * The gifts of a coin in the order they are handed out, one at a time: mission rewards by
 * order (lowest first, as the next-mission rule picks them), then grand prizes by day, unless
 * daily_mission_grand_prize_enable is off (decision 194).
 */
export function giftQueue(
  state: TDailyMissionsState,
  coin: TCoinType,
  isGrandPrizeEnabled: boolean,
): TDailyMissionGift[] {
  const rewards = coin === 'GC' ? state.gcRewards : state.scRewards;
  const grandPrizes: TDailyMissionGrandPrizeReward[] = isGrandPrizeEnabled
    ? coin === 'GC'
      ? state.gcGrandPrizesRewards
      : state.scGrandPrizesRewards
    : [];
  return [
    ...[...rewards]
      .sort((a, b) => a.order - b.order)
      .map((mission) => ({
        kind: 'mission' as const,
        id: mission.id,
        packageData: mission.packageData,
        mission,
      })),
    ...[...grandPrizes]
      .sort((a, b) => a.day.localeCompare(b.day) || a.id - b.id)
      .map((prize) => ({
        kind: 'grandPrize' as const,
        id: prize.id,
        packageData: prize.packageData,
        day: prize.day,
      })),
  ];
}

/**
 * What the lobby shows for a coin (engagement §2): a gift to claim (COMPLETED), the mission
 * being played (ACTIVE), or the 'Next In' wait (UPCOMING) — the next UPCOMING mission, or none
 * when every mission of the day is done and the next ones come with the next day. Null when
 * the day has no missions of that coin.
 */
export type TMissionView =
  | { status: 'COMPLETED'; gift: TDailyMissionGift }
  | { status: 'ACTIVE'; mission: TDailyMission }
  | { status: 'UPCOMING'; mission: TDailyMission | null; timeLeftSeconds: number };

export function missionViewOf(
  state: TDailyMissionsState,
  coin: TCoinType,
  isGrandPrizeEnabled: boolean,
): TMissionView | null {
  const missions = coin === 'GC' ? state.gcMissions : state.scMissions;
  const rewards = coin === 'GC' ? state.gcRewards : state.scRewards;
  // The queue starts with the reward the next-mission rule picks, then the grand prizes.
  const [gift] = giftQueue(state, coin, isGrandPrizeEnabled);
  if (gift) return { status: 'COMPLETED', gift };
  const next = selectNextMission(missions, rewards);
  if (next?.status === 'ACTIVE') return { status: 'ACTIVE', mission: next };
  const [any] = missions;
  if (!any) return null;
  return { status: 'UPCOMING', mission: next, timeLeftSeconds: any.timeLeft };
}

/** The gift dialog's title by what it pays (engagement §2, decision 194). */
export type TGiftTitle = 'royalWin' | 'royal' | 'awesome' | 'wellDone';

export function giftTitleOf(gift: TDailyMissionGift): TGiftTitle {
  if (gift.kind === 'grandPrize') return 'royalWin';
  const { gcCoin, scCoin, bundleItems } = gift.packageData;
  if ((gcCoin > 0 && scCoin > 0) || bundleItems.length > 0) return 'royal';
  if (scCoin > 0) return 'awesome';
  return 'wellDone';
}

/** Progress as a whole percentage of the goal, 0 – 100. */
export function progressPercent(mission: Pick<TDailyMission, 'progress' | 'goal'>): number {
  if (mission.goal <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((mission.progress / mission.goal) * 100)));
}
