import type { TDailyMission, TDailyMissionsState } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  giftQueue,
  giftTitleOf,
  missionViewOf,
  progressPercent,
  selectNextMission,
  sortByOrderDescending,
} from '#src/features/daily-missions/model/mission-view';

function mission(
  order: number,
  status: TDailyMission['status'],
  fields: Partial<TDailyMission> = {},
): TDailyMission {
  return {
    id: order * 10,
    order,
    status,
    missionType: 'SPIN_X_TIMES',
    goal: 10,
    progress: 0,
    coinType: 'GC',
    gameId: null,
    gameImageUrl: null,
    timeLeft: 3600,
    packageData: { gcCoin: 5_000_00, scCoin: 0, bundleItems: [] },
    ...fields,
  };
}

const EMPTY: TDailyMissionsState = {
  gcMissions: [],
  scMissions: [],
  gcRewards: [],
  scRewards: [],
  gcGrandPrize: null,
  scGrandPrize: null,
  gcGrandPrizesRewards: [],
  scGrandPrizesRewards: [],
  gameLabel: {},
};

describe('selectNextMission (engagement §4)', () => {
  it('takes the reward with the lowest order before any active mission', () => {
    const missions = [mission(3, 'ACTIVE'), mission(2, 'COMPLETED'), mission(1, 'COMPLETED')];
    const rewards = [mission(2, 'COMPLETED'), mission(1, 'COMPLETED')];
    expect(selectNextMission(missions, rewards)?.order).toBe(1);
  });

  it('takes the first ACTIVE mission when nothing is to claim', () => {
    const missions = [mission(3, 'UPCOMING'), mission(2, 'ACTIVE'), mission(1, 'COMPLETED')];
    expect(selectNextMission(missions, [])?.order).toBe(2);
  });

  it('takes the first UPCOMING of the list sorted by order descending when none is active', () => {
    const missions = [mission(1, 'UPCOMING'), mission(4, 'UPCOMING'), mission(2, 'COMPLETED')];
    expect(selectNextMission(missions, [])?.order).toBe(4);
  });

  it('has no next mission when every mission is completed and claimed', () => {
    expect(selectNextMission([mission(1, 'COMPLETED')], [])).toBeNull();
  });

  it('sorts missions by order descending without changing the given list', () => {
    const given = [mission(1, 'ACTIVE'), mission(3, 'UPCOMING'), mission(2, 'UPCOMING')];
    expect(sortByOrderDescending(given).map((item) => item.order)).toEqual([3, 2, 1]);
    expect(given.map((item) => item.order)).toEqual([1, 3, 2]);
  });
});

describe('missionViewOf', () => {
  it('shows the coin of the header only', () => {
    const state = { ...EMPTY, scMissions: [mission(1, 'ACTIVE', { coinType: 'SC' })] };
    expect(missionViewOf(state, 'GC', true)).toBeNull();
    expect(missionViewOf(state, 'SC', true)).toMatchObject({ status: 'ACTIVE' });
  });

  it('is COMPLETED with the lowest reward first, then grand prizes when the flag allows them', () => {
    const reward = mission(2, 'COMPLETED', { progress: 10 });
    const prize = {
      id: 7,
      coinType: 'GC' as const,
      day: '2026-11-26',
      packageData: reward.packageData,
    };
    const state = {
      ...EMPTY,
      gcMissions: [mission(2, 'COMPLETED'), mission(1, 'COMPLETED')],
      gcRewards: [reward],
      gcGrandPrizesRewards: [prize],
    };
    expect(missionViewOf(state, 'GC', true)).toMatchObject({
      status: 'COMPLETED',
      gift: { kind: 'mission', id: reward.id },
    });
    expect(giftQueue(state, 'GC', true).map((gift) => gift.kind)).toEqual([
      'mission',
      'grandPrize',
    ]);
    expect(giftQueue(state, 'GC', false).map((gift) => gift.kind)).toEqual(['mission']);
    const claimedReward = { ...state, gcRewards: [] };
    expect(missionViewOf(claimedReward, 'GC', true)).toMatchObject({
      status: 'COMPLETED',
      gift: { kind: 'grandPrize', id: 7 },
    });
    expect(missionViewOf(claimedReward, 'GC', false)).toMatchObject({
      status: 'UPCOMING',
      mission: null,
      timeLeftSeconds: 3600,
    });
  });

  it('is UPCOMING with the time to the next day once every mission is done and claimed', () => {
    const state = { ...EMPTY, gcMissions: [mission(2, 'COMPLETED', { timeLeft: 42 })] };
    expect(missionViewOf(state, 'GC', true)).toEqual({
      status: 'UPCOMING',
      mission: null,
      timeLeftSeconds: 42,
    });
  });
});

describe('giftTitleOf (decision 194)', () => {
  const gift = (gcCoin: number, scCoin: number, bundles = 0) => ({
    kind: 'mission' as const,
    id: 1,
    mission: mission(1, 'COMPLETED'),
    packageData: {
      gcCoin,
      scCoin,
      bundleItems: Array.from({ length: bundles }, () => ({
        bundleType: 'freeSpins' as const,
        bundlePayload: { rounds: 5 },
      })),
    },
  });

  it('names a grand prize Royal Win!, both coins or a bundle Royal!, SC Awesome!, GC Well Done!', () => {
    expect(
      giftTitleOf({
        kind: 'grandPrize',
        id: 1,
        day: '2026-11-26',
        packageData: gift(1, 0).packageData,
      }),
    ).toBe('royalWin');
    expect(giftTitleOf(gift(100, 50))).toBe('royal');
    expect(giftTitleOf(gift(100, 0, 1))).toBe('royal');
    expect(giftTitleOf(gift(0, 50))).toBe('awesome');
    expect(giftTitleOf(gift(100, 0))).toBe('wellDone');
  });
});

describe('progressPercent', () => {
  it('is the whole percentage of the goal, capped at 100', () => {
    expect(progressPercent({ progress: 3, goal: 10 })).toBe(30);
    expect(progressPercent({ progress: 1, goal: 3 })).toBe(33);
    expect(progressPercent({ progress: 12, goal: 10 })).toBe(100);
  });
});
