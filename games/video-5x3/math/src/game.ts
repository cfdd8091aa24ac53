import type { TBoardPosition, TGameEvent, TWin } from '@casino/contracts';
import {
  boardAt,
  drawStops,
  evaluatePaylines,
  findSymbol,
  winLevelFor,
  type TBoard,
  type TGameMath,
  type TRng,
  type TStepOutcome,
} from '@casino/game-engine';
import { VIDEO_FREE_SPINS, VIDEO_LINE_RULES, VIDEO_SCATTER_PAYS } from '#src/paytable';
import { VIDEO_PAYLINES, VIDEO_ROWS, VIDEO_STRIPS, type TVideoSymbol } from '#src/symbols';

export const VIDEO_ENGINE_KEY = 'video-5x3';
export const VIDEO_LINE_COUNT = VIDEO_PAYLINES.length;
/** No round pays more than 5,000 × the bet; reaching it ends the round. */
export const VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS = 500_000;

export interface TVideoSpin {
  stops: number[];
  board: TBoard<TVideoSymbol>;
  /** Wins before any free-spin multiplier. */
  wins: TWin[];
  multiplierHundredths: number;
  scatterPositions: TBoardPosition[];
}

/** One spin's board and wins at given stops (hundredths of the total bet, unmultiplied). */
export function evaluateVideoStops(stops: readonly number[]): TVideoSpin {
  const board = boardAt(VIDEO_STRIPS, stops, VIDEO_ROWS);
  const wins: TWin[] = evaluatePaylines(board, VIDEO_PAYLINES, VIDEO_LINE_RULES).map((win) => ({
    kind: 'line',
    symbol: win.symbol,
    count: win.count,
    // A line bet is 1/20 of the total bet: pay × 100 / 20 hundredths.
    multiplierHundredths: (win.pay * 100) / VIDEO_LINE_COUNT,
    positions: win.positions,
    lineIndex: win.lineIndex,
  }));
  const scatterPositions = findSymbol(board, 'scatter');
  const scatterPay = VIDEO_SCATTER_PAYS[scatterPositions.length] ?? 0;
  if (scatterPay > 0) {
    wins.push({
      kind: 'scatter',
      symbol: 'scatter',
      count: scatterPositions.length,
      multiplierHundredths: scatterPay * 100,
      positions: scatterPositions,
    });
  }
  const multiplierHundredths = wins.reduce((sum, win) => sum + win.multiplierHundredths, 0);
  return { stops: [...stops], board, wins, multiplierHundredths, scatterPositions };
}

/** Between free spins the round server stores this and waits for the 'spin' action. */
export interface TVideoFreeSpinState {
  spinsPlayed: number;
  spinsTotal: number;
  /** The round's uncapped total so far, in hundredths of the bet. */
  totalHundredths: number;
}
export type TVideoAction = 'spin';

function spinEvents(
  spin: TVideoSpin,
  mode: 'base' | 'freeSpins',
  appliedMultiplier: number,
): { events: TGameEvent[]; winHundredths: number } {
  const events: TGameEvent[] = [{ type: 'reveal', mode, board: spin.board, stops: spin.stops }];
  const wins = spin.wins.map((win) => ({
    ...win,
    multiplierHundredths: win.multiplierHundredths * appliedMultiplier,
  }));
  const winHundredths = spin.multiplierHundredths * appliedMultiplier;
  if (wins.length > 0) {
    events.push({ type: 'winInfo', wins, appliedMultiplier, multiplierHundredths: winHundredths });
  }
  return { events, winHundredths };
}

function finish(events: TGameEvent[], totalHundredths: number): TStepOutcome<TVideoFreeSpinState> {
  const isCapped = totalHundredths > VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS;
  const total = Math.min(totalHundredths, VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS);
  events.push(
    { type: 'setTotalWin', multiplierHundredths: total },
    {
      type: 'finalWin',
      multiplierHundredths: total,
      winLevel: winLevelFor(total),
      isCapped,
    },
  );
  return { events, multiplierHundredths: total, nextState: null };
}

function pause(
  events: TGameEvent[],
  state: TVideoFreeSpinState,
): TStepOutcome<TVideoFreeSpinState> {
  events.push(
    { type: 'setTotalWin', multiplierHundredths: state.totalHundredths },
    { type: 'awaitAction', actions: ['spin'] },
  );
  return { events, multiplierHundredths: state.totalHundredths, nextState: state };
}

/**
 * A base spin; three scatters start a free-spin sequence in which every win is tripled and three
 * more scatters add ten spins. Each free spin is its own step; the player makes no choice in them,
 * so the round server draws them with the spin that wins them (decision 239).
 */
export const videoGame: TGameMath<TVideoFreeSpinState, TVideoAction> = {
  engineKey: VIDEO_ENGINE_KEY,
  betLevelsMinor: {
    GC: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
    SC: [20, 40, 100, 200, 500, 1_000, 2_000],
  },
  maxWinMultiplierHundredths: VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  isValidAction: (_state, action): action is TVideoAction => action === 'spin',
  automaticAction: 'spin',
  start(rng: TRng) {
    const spin = evaluateVideoStops(drawStops(rng, VIDEO_STRIPS));
    const { events, winHundredths } = spinEvents(spin, 'base', 1);
    if (spin.scatterPositions.length < VIDEO_FREE_SPINS.triggerCount) {
      return finish(events, winHundredths);
    }
    events.push({
      type: 'freeSpinTrigger',
      spinsAwarded: VIDEO_FREE_SPINS.spinsAwarded,
      positions: spin.scatterPositions,
      winMultiplier: VIDEO_FREE_SPINS.winMultiplier,
    });
    if (winHundredths >= VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS) return finish(events, winHundredths);
    return pause(events, {
      spinsPlayed: 0,
      spinsTotal: VIDEO_FREE_SPINS.spinsAwarded,
      totalHundredths: winHundredths,
    });
  },
  continueRound(rng: TRng, state: TVideoFreeSpinState, _action: TVideoAction) {
    const spinIndex = state.spinsPlayed + 1;
    const head: TGameEvent[] = [
      { type: 'updateFreeSpin', spinIndex, spinsTotal: state.spinsTotal },
    ];
    const spin = evaluateVideoStops(drawStops(rng, VIDEO_STRIPS));
    const { events, winHundredths } = spinEvents(spin, 'freeSpins', VIDEO_FREE_SPINS.winMultiplier);
    const stepEvents = [...head, ...events];
    let spinsTotal = state.spinsTotal;
    if (spin.scatterPositions.length >= VIDEO_FREE_SPINS.triggerCount) {
      spinsTotal += VIDEO_FREE_SPINS.spinsPerRetrigger;
      stepEvents.push({
        type: 'freeSpinRetrigger',
        spinsAwarded: VIDEO_FREE_SPINS.spinsPerRetrigger,
        spinsTotal,
        positions: spin.scatterPositions,
      });
    }
    const next = {
      spinsPlayed: spinIndex,
      spinsTotal,
      totalHundredths: state.totalHundredths + winHundredths,
    };
    const isCapped = next.totalHundredths >= VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS;
    if (next.spinsPlayed < next.spinsTotal && !isCapped) return pause(stepEvents, next);
    stepEvents.push({
      type: 'freeSpinEnd',
      spinsPlayed: next.spinsPlayed,
      multiplierHundredths: Math.min(next.totalHundredths, VIDEO_MAX_WIN_MULTIPLIER_HUNDREDTHS),
    });
    return finish(stepEvents, next.totalHundredths);
  },
};
