import {
  exactDistributionStats,
  type TDistributionStats,
  type TStudioGameSummary,
  exactSummary,
} from '@casino/game-engine';
import { WHEEL_ENGINE_KEY } from '#src/wheel-round';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENT_OPTIONS,
  wheelLayout,
  type TWheelRisk,
  type TWheelSegments,
} from '#src/wheel-tables';

export interface TWheelConfiguration {
  segments: TWheelSegments;
  risk: TWheelRisk;
  /** Multipliers in order around the rim, as the UI draws them. */
  layoutHundredths: number[];
  stats: TDistributionStats;
}

export interface TWheelDescription extends TStudioGameSummary {
  configurations: TWheelConfiguration[];
}

/** Exact: every segment has weight 1. */
export function wheelConfiguration(
  segments: TWheelSegments,
  risk: TWheelRisk,
): TWheelConfiguration {
  const layoutHundredths = [...wheelLayout(segments, risk)];
  const stats = exactDistributionStats(
    layoutHundredths.map((multiplierHundredths) => ({ weight: 1n, multiplierHundredths })),
  );
  return { segments, risk, layoutHundredths, stats };
}

export function describeWheel(): TWheelDescription {
  const configurations = WHEEL_RISKS.flatMap((risk) =>
    WHEEL_SEGMENT_OPTIONS.map((segments) => wheelConfiguration(segments, risk)),
  );
  const stats = configurations.map((configuration) => configuration.stats);
  return {
    ...exactSummary(WHEEL_ENGINE_KEY, stats, [
      'Choose 10, 20, 30, 40 or 50 segments and a risk level, then spin.',
      'Every segment is equally likely to stop under the pointer; it pays its multiplier times the bet.',
      'Low risk pays often and little, high risk rarely and big: one golden segment holds the whole prize.',
      'Each choice has its own wheel and its own exact RTP, shown beside it.',
      'Wins are rounded down to the nearest 0.01 coin.',
    ]),
    configurations,
  };
}
