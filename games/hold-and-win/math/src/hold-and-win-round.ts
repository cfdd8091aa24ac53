import {
  boardAt,
  drawStops,
  evaluateWays,
  findSymbol,
  paramsRecord,
  STUDIO_BET_LEVELS_MINOR,
  StudioMathError,
  winLevelFor,
  type TRng,
  type TStudioGameMath,
  type TStudioStepOutcome,
} from '@casino/game-engine';
import type {
  TBoardPosition,
  TCoin,
  TJackpotName,
  TStudioGameEvent,
  TWin,
} from '@casino/contracts';
import {
  drawCoin,
  HOLD_JACKPOTS_HUNDREDTHS,
  HOLD_RESPINS,
  HOLD_TRIGGER_COINS,
  landsCoin,
} from '#src/coins';
import {
  HOLD_CELL_COUNT,
  HOLD_PAYTABLES,
  HOLD_REELS,
  HOLD_ROWS,
  HOLD_STRIPS,
  holdWaysRules,
  type THoldPaytableKey,
} from '#src/symbols';

export const HOLD_ENGINE_KEY = 'hold-and-win';
/** No round pays more than 10,000x (unreachable: see the max-win bound test). */
export const HOLD_MAX_WIN_MULTIPLIER_HUNDREDTHS = 1_000_000;

/** The title's paytable; the first (crown) when the frame sends none. */
export interface THoldParams {
  paytable: THoldPaytableKey;
}

export function parseHoldParams(raw: unknown): THoldParams {
  const { paytable = 'crown' } = paramsRecord(raw ?? {});
  if (typeof paytable !== 'string' || !Object.hasOwn(HOLD_PAYTABLES, paytable)) {
    throw new StudioMathError('InvalidParams', 'Unknown hold-and-win paytable');
  }
  return { paytable: paytable as THoldPaytableKey };
}

/** Stored between respins: everything the remaining respins and the final pay depend on. */
export interface THoldState {
  /** Ways wins of the spin that triggered the respins. */
  baseMultiplierHundredths: number;
  coins: TCoin[];
  respinsLeft: number;
}

export type THoldAction = 'respin';

function coinTotal(coins: readonly TCoin[]): number {
  return coins.reduce((sum, coin) => sum + coin.multiplierHundredths, 0);
}

function finish(
  events: TStudioGameEvent[],
  multiplierHundredths: number,
): TStudioStepOutcome<THoldState> {
  const capped = Math.min(multiplierHundredths, HOLD_MAX_WIN_MULTIPLIER_HUNDREDTHS);
  events.push({
    type: 'finalWin',
    multiplierHundredths: capped,
    winLevel: winLevelFor(capped),
    isCapped: capped < multiplierHundredths,
  });
  return { events, multiplierHundredths: capped, nextState: null };
}

/** Ends or continues the respins after the coins changed. */
function afterCoins(events: TStudioGameEvent[], state: THoldState): TStudioStepOutcome<THoldState> {
  const isBoardFull = state.coins.length === HOLD_CELL_COUNT;
  const runningTotal = state.baseMultiplierHundredths + coinTotal(state.coins);
  if (!isBoardFull && state.respinsLeft > 0) {
    events.push({ type: 'awaitAction', actions: ['respin'] });
    return { events, multiplierHundredths: runningTotal, nextState: state };
  }
  const jackpots: TJackpotName[] = state.coins.flatMap((coin) =>
    coin.jackpot ? [coin.jackpot] : [],
  );
  if (isBoardFull) jackpots.push('grand');
  const total = runningTotal + (isBoardFull ? HOLD_JACKPOTS_HUNDREDTHS.grand : 0);
  events.push({
    type: 'holdAndWinEnd',
    coinsHeld: state.coins.length,
    isBoardFull,
    jackpots,
    multiplierHundredths: total,
  });
  return finish(events, total);
}

/** The base spin: reels stop on their strips, ways pay, and six coins start the respins. */
export function spinHoldAndWin(rng: TRng, params: THoldParams): TStudioStepOutcome<THoldState> {
  const stops = drawStops(rng, HOLD_STRIPS);
  const board = boardAt(HOLD_STRIPS, stops, HOLD_ROWS);
  const wins: TWin[] = evaluateWays(board, holdWaysRules(params.paytable)).map((win) => ({
    kind: 'ways',
    symbol: win.symbol,
    count: win.count,
    multiplierHundredths: win.pay,
    positions: win.positions,
    ways: win.ways,
  }));
  const baseMultiplierHundredths = wins.reduce((sum, win) => sum + win.multiplierHundredths, 0);
  const events: TStudioGameEvent[] = [{ type: 'reveal', mode: 'base', board, stops }];
  if (wins.length > 0) {
    events.push({
      type: 'winInfo',
      wins,
      appliedMultiplier: 1,
      multiplierHundredths: baseMultiplierHundredths,
    });
  }
  const coinPositions = findSymbol(board, 'coin');
  if (coinPositions.length < HOLD_TRIGGER_COINS) return finish(events, baseMultiplierHundredths);
  const coins = coinPositions.map((position) => drawCoin(rng, position));
  events.push({ type: 'holdAndWinStart', coins, respinsLeft: HOLD_RESPINS });
  return afterCoins(events, { baseMultiplierHundredths, coins, respinsLeft: HOLD_RESPINS });
}

/**
 * One respin: every empty cell, reel by reel and top to bottom, lands a coin with the respin
 * chance (a coin's face is drawn right after its landing). Any new coin resets the respins.
 */
export function respinHoldAndWin(
  rng: TRng,
  state: THoldState,
  action: THoldAction,
): TStudioStepOutcome<THoldState> {
  if (action !== 'respin' || state.respinsLeft <= 0) {
    throw new StudioMathError('InvalidAction', 'The round has no respin left');
  }
  const held = new Set(state.coins.map(({ position: [reel, row] }) => `${reel}:${row}`));
  const newCoins: TCoin[] = [];
  for (let reel = 0; reel < HOLD_REELS; reel += 1) {
    for (let row = 0; row < HOLD_ROWS; row += 1) {
      const position: TBoardPosition = [reel, row];
      if (!held.has(`${reel}:${row}`) && landsCoin(rng)) newCoins.push(drawCoin(rng, position));
    }
  }
  const next: THoldState = {
    baseMultiplierHundredths: state.baseMultiplierHundredths,
    coins: [...state.coins, ...newCoins],
    respinsLeft: newCoins.length > 0 ? HOLD_RESPINS : state.respinsLeft - 1,
  };
  const events: TStudioGameEvent[] = [
    {
      type: 'respin',
      newCoins,
      respinsLeft: next.respinsLeft,
      coinsHeld: next.coins.length,
    },
  ];
  return afterCoins(events, next);
}

export const holdAndWinMath: TStudioGameMath<THoldParams, THoldState, THoldAction> = {
  engineKey: HOLD_ENGINE_KEY,
  betLevelsMinor: STUDIO_BET_LEVELS_MINOR,
  maxWinMultiplierHundredths: HOLD_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  parseParams: parseHoldParams,
  isValidAction: (state, action): action is THoldAction =>
    action === 'respin' && state.respinsLeft > 0,
  automaticAction: 'respin',
  start: spinHoldAndWin,
  continueRound: respinHoldAndWin,
};
