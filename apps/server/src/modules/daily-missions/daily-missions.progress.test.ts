import type { TDailyMissionType } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { advanceProgress } from '#src/modules/daily-missions/daily-missions.progress';

/**
 * The counting rule of each mission type (decision 191) on rounds chosen to show it, including
 * the rare outcomes (free spins, big wins, jackpots) a short run of real rounds seldom hits.
 */
const round = (overrides: Partial<Parameters<typeof advanceProgress>[2]> = {}) => ({
  gameId: '7',
  betMinor: 100,
  winMinor: 0,
  isBigWin: false,
  isJackpot: false,
  freeSpinsWon: 0,
  ...overrides,
});
const LOSS = round();
const WIN = round({ winMinor: 250 });
const BIG = round({ winMinor: 5_000, isBigWin: true });
const JACKPOT = round({ winMinor: 90_000, isBigWin: true, isJackpot: true });
const FREE_SPINS = round({ winMinor: 0, freeSpinsWon: 10 });

function run(missionType: TDailyMissionType, rounds: ReturnType<typeof round>[], goal = 1_000_000) {
  return rounds.reduce(
    (progress, next) =>
      advanceProgress({ missionType, goal, gameId: null }, progress, next) ?? progress,
    0,
  );
}

describe('advanceProgress', () => {
  const rounds = [WIN, LOSS, BIG, FREE_SPINS, WIN, JACKPOT, WIN];

  it.each<[TDailyMissionType, number]>([
    ['SPIN_X_TIMES', 7],
    ['BET_SUM_OF', 700],
    ['WIN_SUM_OF', 250 + 5_000 + 250 + 90_000 + 250],
    ['WIN_FREE_SPINS', 1],
    ['WIN_A_BIG_WIN', 2],
    ['WIN_A_JACKPOT', 1],
    ['WIN_X_TIMES_IN_A_ROW', 3],
    ['WIN_X_TIMES', 5],
    ['WIN_X_IN_ONE_SPIN', 90_000],
  ])('%s counts %i', (missionType, expected) => {
    expect(run(missionType, rounds)).toBe(expected);
  });

  it('starts a run of wins again after a loss', () => {
    expect(run('WIN_X_TIMES_IN_A_ROW', [WIN, WIN, LOSS, WIN])).toBe(1);
  });

  it('never passes the goal', () => {
    expect(run('BET_SUM_OF', [LOSS, LOSS, LOSS], 250)).toBe(250);
  });

  it('ignores rounds of another game', () => {
    expect(
      advanceProgress({ missionType: 'SPIN_X_TIMES', goal: 5, gameId: 8 }, 2, round()),
    ).toBeNull();
    expect(advanceProgress({ missionType: 'SPIN_X_TIMES', goal: 5, gameId: 7 }, 2, round())).toBe(
      3,
    );
  });
});
