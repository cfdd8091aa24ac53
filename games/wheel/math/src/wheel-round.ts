import {
  paramsRecord,
  StudioMathError,
  winLevelFor,
  type TRng,
  type TStudioStepOutcome,
  singleDrawMath,
} from '@casino/game-engine';
import {
  isWheelRisk,
  isWheelSegments,
  wheelLayout,
  type TWheelRisk,
  type TWheelSegments,
} from '#src/wheel-tables';

export const WHEEL_ENGINE_KEY = 'wheel';
/** The 50-segment high-risk top prize: the tables themselves are the cap. */
export const WHEEL_MAX_WIN_MULTIPLIER_HUNDREDTHS = 4_800;

export interface TWheelParams {
  segments: TWheelSegments;
  risk: TWheelRisk;
}

/** A wheel round is a single spin, so it never has a state to resume. */
export type TWheelState = never;

export function parseWheelParams(raw: unknown): TWheelParams {
  const { segments, risk } = paramsRecord(raw);
  if (!isWheelSegments(segments)) {
    throw new StudioMathError('InvalidParams', 'Segments must be 10, 20, 30, 40 or 50');
  }
  if (!isWheelRisk(risk)) {
    throw new StudioMathError('InvalidParams', 'Risk must be low, medium or high');
  }
  return { segments, risk };
}

/** One uniform draw picks the segment that stops under the pointer. */
export function spinWheel(rng: TRng, params: TWheelParams): TStudioStepOutcome<TWheelState> {
  const { segments, risk } = params;
  const segmentIndex = rng.nextInt(segments);
  const multiplierHundredths = wheelLayout(segments, risk)[segmentIndex]!;
  return {
    events: [
      { type: 'wheelSpin', segments, risk, segmentIndex, multiplierHundredths },
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

export const wheelMath = singleDrawMath({
  engineKey: WHEEL_ENGINE_KEY,
  maxWinMultiplierHundredths: WHEEL_MAX_WIN_MULTIPLIER_HUNDREDTHS,
  parseParams: parseWheelParams,
  start: spinWheel,
  endedMessage: 'A wheel round ends with its single spin',
});
