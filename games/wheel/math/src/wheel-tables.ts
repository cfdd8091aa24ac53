import { spreadEvenly } from '@casino/game-engine';

/**
 * WHEEL PRIZE segment sets: for each risk and segment count, how many segments carry each
 * multiplier (hundredths of the bet). Every segment is equally likely, so a wheel's RTP is the
 * sum of its multipliers over its segment count; each set sums to exactly 0.96 × segments
 * (computed and asserted in describeWheel and the tests, not assumed).
 */
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type TWheelRisk = (typeof WHEEL_RISKS)[number];

export const WHEEL_SEGMENT_OPTIONS = [10, 20, 30, 40, 50] as const;
export type TWheelSegments = (typeof WHEEL_SEGMENT_OPTIONS)[number];

/** [multiplierHundredths, segment count] pairs. */
type TComposition = readonly (readonly [number, number])[];

/** Low risk: a fifth of the wheel is blank, the rest pays 1.1x to 1.5x. */
function lowComposition(segments: TWheelSegments): TComposition {
  const tenth = segments / 10;
  return [
    [0, 2 * tenth],
    [110, 4 * tenth],
    [120, 2 * tenth],
    [130, tenth],
    [150, tenth],
  ];
}

/** High risk: one segment pays 0.96 × segments; the rest pays nothing. */
function highComposition(segments: TWheelSegments): TComposition {
  return [
    [0, segments - 1],
    [96 * segments, 1],
  ];
}

/** Medium risk: half the wheel is blank; the other half climbs to one top segment. */
const MEDIUM_COMPOSITIONS: Record<TWheelSegments, TComposition> = {
  10: [
    [0, 5],
    [150, 1],
    [170, 3],
    [300, 1],
  ],
  20: [
    [0, 10],
    [150, 5],
    [170, 1],
    [200, 3],
    [400, 1],
  ],
  30: [
    [0, 15],
    [150, 8],
    [170, 4],
    [200, 1],
    [300, 1],
    [500, 1],
  ],
  40: [
    [0, 20],
    [150, 9],
    [170, 7],
    [200, 2],
    [300, 1],
    [600, 1],
  ],
  50: [
    [0, 25],
    [150, 12],
    [170, 10],
    [200, 1],
    [300, 1],
    [800, 1],
  ],
};

export function wheelComposition(segments: TWheelSegments, risk: TWheelRisk): TComposition {
  switch (risk) {
    case 'low':
      return lowComposition(segments);
    case 'medium':
      return MEDIUM_COMPOSITIONS[segments];
    case 'high':
      return highComposition(segments);
  }
}

function buildLayout(segments: TWheelSegments, risk: TWheelRisk): number[] {
  const composition = wheelComposition(segments, risk);
  const blanks = composition.find(([multiplier]) => multiplier === 0)?.[1] ?? 0;
  const prizes = spreadEvenly(composition.filter(([multiplier]) => multiplier > 0));
  const pattern = spreadEvenly<boolean>([
    [true, blanks],
    [false, segments - blanks],
  ]);
  let prizeIndex = 0;
  return pattern.map((isBlank) => (isBlank ? 0 : prizes[prizeIndex++]!));
}

const LAYOUTS = new Map(
  WHEEL_RISKS.flatMap((risk) =>
    WHEEL_SEGMENT_OPTIONS.map((segments) => [`${segments}:${risk}`, buildLayout(segments, risk)]),
  ),
);

/**
 * The segments in order around the wheel: blanks spread evenly among the prizes, and each
 * prize's segments spread evenly among the prizes, so equal values never clump.
 */
export function wheelLayout(segments: TWheelSegments, risk: TWheelRisk): readonly number[] {
  return LAYOUTS.get(`${segments}:${risk}`)!;
}

export function isWheelSegments(value: unknown): value is TWheelSegments {
  return (WHEEL_SEGMENT_OPTIONS as readonly unknown[]).includes(value);
}

export function isWheelRisk(value: unknown): value is TWheelRisk {
  return (WHEEL_RISKS as readonly unknown[]).includes(value);
}
