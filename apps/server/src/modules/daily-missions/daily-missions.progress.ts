import type { TDailyMissionType, TDomainEvents } from '@casino/contracts';

export interface TMissionRule {
  missionType: TDailyMissionType;
  goal: number;
  gameId: number | null;
}

type TRound = Pick<
  TDomainEvents['round.settled'],
  'gameId' | 'betMinor' | 'winMinor' | 'isBigWin' | 'isJackpot' | 'freeSpinsWon'
>;

/**
 * How one settled round moves a mission's progress (decision 191); null when the round does
 * not concern the mission (another game). A round wins when it pays anything. Progress never
 * passes the goal. WIN_X_TIMES_IN_A_ROW counts the current run of wins and starts again at 0
 * after a losing round; WIN_X_IN_ONE_SPIN keeps the largest single win.
 */
export function advanceProgress(
  mission: TMissionRule,
  progress: number,
  round: TRound,
): number | null {
  if (mission.gameId !== null && String(mission.gameId) !== round.gameId) return null;
  const isWin = round.winMinor > 0;
  const next = ((): number => {
    switch (mission.missionType) {
      case 'SPIN_X_TIMES':
        return progress + 1;
      case 'BET_SUM_OF':
        return progress + round.betMinor;
      case 'WIN_SUM_OF':
        return progress + round.winMinor;
      case 'WIN_FREE_SPINS':
        return progress + (round.freeSpinsWon > 0 ? 1 : 0);
      case 'WIN_A_BIG_WIN':
        return progress + (round.isBigWin ? 1 : 0);
      case 'WIN_A_JACKPOT':
        return progress + (round.isJackpot ? 1 : 0);
      case 'WIN_X_TIMES_IN_A_ROW':
        return isWin ? progress + 1 : 0;
      case 'WIN_X_TIMES':
        return progress + (isWin ? 1 : 0);
      case 'WIN_X_IN_ONE_SPIN':
        return Math.max(progress, round.winMinor);
    }
  })();
  return Math.min(mission.goal, next);
}
