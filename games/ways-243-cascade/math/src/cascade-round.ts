import {
  boardAt,
  drawStops,
  evaluateWays,
  paramsRecord,
  STUDIO_BET_LEVELS_MINOR,
  StudioMathError,
  winLevelFor,
  type TBoard,
  type TRng,
  type TStudioGameMath,
  type TStudioStepOutcome,
} from '@casino/game-engine';
import type { TBoardPosition, TStudioGameEvent, TWin } from '@casino/contracts';
import {
  CASCADE_PAYTABLES,
  CASCADE_ROWS,
  CASCADE_STRIPS,
  cascadeMultiplier,
  cascadeWaysRules,
  type TCascadePaytableKey,
  type TCascadeSymbol,
} from '#src/symbols';
import { tumble } from '#src/tumble';

export const CASCADE_ENGINE_KEY = 'ways-243-cascade';
/** No round pays more than 5,000x; reaching it ends the round. */
export const CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS = 500_000;
/** A safety stop for pathological strips; the enumeration shows real rounds end far sooner. */
export const CASCADE_MAX_EVALUATIONS = 60;

/** The title's paytable; the first (royal) when the frame sends none. */
export interface TCascadeParams {
  paytable: TCascadePaytableKey;
}

export function parseCascadeParams(raw: unknown): TCascadeParams {
  const { paytable = 'royal' } = paramsRecord(raw ?? {});
  if (typeof paytable !== 'string' || !Object.hasOwn(CASCADE_PAYTABLES, paytable)) {
    throw new StudioMathError('InvalidParams', 'Unknown cascade paytable');
  }
  return { paytable: paytable as TCascadePaytableKey };
}
/** A cascade round needs no player action between tumbles, so it never has a state to resume. */
export type TCascadeState = never;

export interface TCascadeRound {
  events: TStudioGameEvent[];
  multiplierHundredths: number;
  isCapped: boolean;
  /** Evaluations with a win (1 = the first board paid and nothing after it did). */
  winningEvaluations: number;
}

function uniquePositions(wins: readonly TWin[]): TBoardPosition[] {
  const seen = new Map<string, TBoardPosition>();
  for (const win of wins) {
    for (const position of win.positions) seen.set(position.join(':'), position);
  }
  return [...seen.values()].sort(
    ([leftReel, leftRow], [rightReel, rightRow]) => leftReel - rightReel || leftRow - rightRow,
  );
}

/** Plays a whole round from its stops: evaluate, tumble, repeat while something pays. */
export function playCascadeFromStops(
  stops: readonly number[],
  paytable: TCascadePaytableKey,
): TCascadeRound {
  const rules = cascadeWaysRules(paytable);
  let board: TBoard<TCascadeSymbol> = boardAt(CASCADE_STRIPS, stops, CASCADE_ROWS);
  let tops = [...stops];
  const events: TStudioGameEvent[] = [{ type: 'reveal', mode: 'base', board, stops: [...stops] }];
  let total = 0;
  let evaluation = 0;
  while (evaluation < CASCADE_MAX_EVALUATIONS) {
    const multiplier = cascadeMultiplier(evaluation);
    const wins: TWin[] = evaluateWays(board, rules).map((win) => ({
      kind: 'ways',
      symbol: win.symbol,
      count: win.count,
      multiplierHundredths: win.pay * multiplier,
      positions: win.positions,
      ways: win.ways,
    }));
    if (wins.length === 0) break;
    const stepTotal = wins.reduce((sum, win) => sum + win.multiplierHundredths, 0);
    total += stepTotal;
    events.push({
      type: 'winInfo',
      wins,
      appliedMultiplier: multiplier,
      multiplierHundredths: stepTotal,
    });
    evaluation += 1;
    if (total >= CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS) break;
    const removed = uniquePositions(wins);
    ({ board, tops } = tumble(CASCADE_STRIPS, board, tops, removed));
    events.push({
      type: 'cascade',
      cascadeIndex: evaluation,
      removed,
      board,
      nextWinMultiplier: cascadeMultiplier(evaluation),
    });
  }
  const multiplierHundredths = Math.min(total, CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS);
  const isCapped = multiplierHundredths < total;
  events.push({
    type: 'finalWin',
    multiplierHundredths,
    winLevel: winLevelFor(multiplierHundredths),
    isCapped,
  });
  return { events, multiplierHundredths, isCapped, winningEvaluations: evaluation };
}

export function spinCascade(rng: TRng, params: TCascadeParams): TStudioStepOutcome<TCascadeState> {
  const round = playCascadeFromStops(drawStops(rng, CASCADE_STRIPS), params.paytable);
  return {
    events: round.events,
    multiplierHundredths: round.multiplierHundredths,
    nextState: null,
  };
}

export const cascadeMath: TStudioGameMath<TCascadeParams, TCascadeState> = {
  engineKey: CASCADE_ENGINE_KEY,
  betLevelsMinor: STUDIO_BET_LEVELS_MINOR,
  maxWinMultiplierHundredths: CASCADE_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  parseParams: parseCascadeParams,
  isValidAction: (_state, _action): _action is string => false,
  start: spinCascade,
  continueRound: () => {
    throw new StudioMathError('InvalidAction', 'A cascade round plays all its tumbles at once');
  },
};
