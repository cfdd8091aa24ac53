import {
  paramsRecord,
  StudioMathError,
  winLevelFor,
  type TRng,
  type TStudioStepOutcome,
  singleDrawMath,
} from '@casino/game-engine';
import {
  isPlinkoRisk,
  isPlinkoRows,
  plinkoMultipliers,
  type TPlinkoRisk,
  type TPlinkoRows,
} from '#src/multiplier-tables';

export const PLINKO_ENGINE_KEY = 'plinko';
/** The 16-row high-risk edge bucket: the table itself is the cap. */
export const PLINKO_MAX_WIN_MULTIPLIER_HUNDREDTHS = 100_000;

export interface TPlinkoParams {
  rows: TPlinkoRows;
  risk: TPlinkoRisk;
}

/** Each peg sends the ball left or right with probability 1/2. */
export type TPlinkoBounce = 'L' | 'R';

/** A plinko round is a single drop, so it never has a state to resume. */
export type TPlinkoState = never;

export function parsePlinkoParams(raw: unknown): TPlinkoParams {
  const { rows, risk } = paramsRecord(raw);
  if (typeof rows !== 'number' || !isPlinkoRows(rows)) {
    throw new StudioMathError('InvalidParams', 'Rows must be a whole number from 8 to 16');
  }
  if (typeof risk !== 'string' || !isPlinkoRisk(risk)) {
    throw new StudioMathError('InvalidParams', 'Risk must be low, medium or high');
  }
  return { rows, risk };
}

/** One fair left/right draw per row; the bucket is the count of right bounces. */
export function dropBall(rng: TRng, rows: TPlinkoRows): { path: TPlinkoBounce[]; bucket: number } {
  const path = Array.from({ length: rows }, (): TPlinkoBounce =>
    rng.nextInt(2) === 1 ? 'R' : 'L',
  );
  return { path, bucket: path.filter((bounce) => bounce === 'R').length };
}

export function startPlinko(rng: TRng, params: TPlinkoParams): TStudioStepOutcome<TPlinkoState> {
  const { rows, risk } = params;
  const { path, bucket } = dropBall(rng, rows);
  const multiplierHundredths = plinkoMultipliers(rows, risk)[bucket]!;
  return {
    events: [
      { type: 'ballDrop', rows, risk, path, bucket, multiplierHundredths },
      {
        type: 'finalWin',
        multiplierHundredths,
        winLevel: winLevelFor(multiplierHundredths),
        isCapped: false,
      },
    ],
    multiplierHundredths,
    nextState: null,
  };
}

export const plinkoMath = singleDrawMath({
  engineKey: PLINKO_ENGINE_KEY,
  maxWinMultiplierHundredths: PLINKO_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  parseParams: parsePlinkoParams,
  start: startPlinko,
  endedMessage: 'A plinko round ends with its single drop',
});
