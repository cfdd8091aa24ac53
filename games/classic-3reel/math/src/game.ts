import type { TGameEvent, TWin } from '@casino/contracts';
import {
  boardAt,
  drawStops,
  lineSymbols,
  winLevelFor,
  type TBoard,
  type TGameMath,
  type TRng,
  type TStepOutcome,
} from '@casino/game-engine';
import { evaluateClassicLine } from '#src/paytable';
import { CLASSIC_PAYLINES, CLASSIC_ROWS, CLASSIC_STRIPS, type TClassicSymbol } from '#src/symbols';

export const CLASSIC_ENGINE_KEY = 'classic-3reel';
/** Every line is played: the total bet is five line bets. */
export const CLASSIC_LINE_COUNT = CLASSIC_PAYLINES.length;
/** No round pays more than 1,000 × the bet. */
export const CLASSIC_MAX_WIN_MULTIPLIER_HUNDREDTHS = 100_000;

/** A line pay (in line bets) as hundredths of the total bet. */
export function linePayToHundredths(pay: number): number {
  return (pay * 100) / CLASSIC_LINE_COUNT;
}

export interface TClassicSpin {
  stops: number[];
  board: TBoard<TClassicSymbol>;
  wins: TWin[];
  /** Uncapped total, in hundredths of the total bet. */
  multiplierHundredths: number;
}

/** Evaluates the board at given stops (also used by the exact enumeration). */
export function evaluateClassicStops(stops: readonly number[]): TClassicSpin {
  const board = boardAt(CLASSIC_STRIPS, stops, CLASSIC_ROWS);
  const wins: TWin[] = [];
  CLASSIC_PAYLINES.forEach((line, lineIndex) => {
    const result = evaluateClassicLine(lineSymbols(board, line));
    if (!result) return;
    wins.push({
      kind: 'line',
      symbol: result.symbol,
      count: result.count,
      multiplierHundredths: linePayToHundredths(result.pay),
      positions: line.slice(0, result.count).map((row, reel) => [reel, row]),
      lineIndex,
    });
  });
  const multiplierHundredths = wins.reduce((sum, win) => sum + win.multiplierHundredths, 0);
  return { stops: [...stops], board, wins, multiplierHundredths };
}

/** Single-step rounds: one spin, then the round is over. */
export const classicGame: TGameMath<null, never> = {
  engineKey: CLASSIC_ENGINE_KEY,
  betLevelsMinor: {
    GC: [500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000],
    SC: [25, 50, 100, 200, 500, 1_000, 2_500],
  },
  maxWinMultiplierHundredths: CLASSIC_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  isValidAction: (_state, _action): _action is never => false,
  start(rng: TRng): TStepOutcome<null> {
    const spin = evaluateClassicStops(drawStops(rng, CLASSIC_STRIPS));
    const isCapped = spin.multiplierHundredths > CLASSIC_MAX_WIN_MULTIPLIER_HUNDREDTHS;
    const total = Math.min(spin.multiplierHundredths, CLASSIC_MAX_WIN_MULTIPLIER_HUNDREDTHS);
    const events: TGameEvent[] = [
      { type: 'reveal', mode: 'base', board: spin.board, stops: spin.stops },
    ];
    if (spin.wins.length > 0) {
      events.push({
        type: 'winInfo',
        wins: spin.wins,
        appliedMultiplier: 1,
        multiplierHundredths: spin.multiplierHundredths,
      });
    }
    events.push(
      { type: 'setTotalWin', multiplierHundredths: total },
      { type: 'finalWin', multiplierHundredths: total, winLevel: winLevelFor(total), isCapped },
    );
    return { events, multiplierHundredths: total, nextState: null };
  },
  continueRound(): TStepOutcome<null> {
    throw new Error('A classic round has a single step');
  },
};
