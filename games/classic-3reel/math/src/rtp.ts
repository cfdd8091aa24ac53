import {
  DistributionBuilder,
  forEachStopCombination,
  momentsOf,
  stopCombinationCount,
  volatilityFor,
  type TVolatility,
} from '@casino/game-engine';
import { CLASSIC_MAX_WIN_MULTIPLIER_HUNDREDTHS, evaluateClassicStops } from '#src/game';
import { CLASSIC_STRIPS } from '#src/symbols';

export interface TClassicFigures {
  /** Return to player, exact: every stop combination enumerated once. */
  rtp: number;
  hitRate: number;
  /** Standard deviation of one round's return per unit bet. */
  standardDeviation: number;
  volatility: TVolatility;
  /** Highest total win of any combination (after the cap), in multiples of the bet. */
  maxWinMultiplier: number;
  combinations: number;
}

let cached: TClassicFigures | null = null;

/**
 * The published figures, computed by enumerating all 32³ stop combinations (each equally
 * likely); nothing here is typed in by hand.
 */
export function classicFigures(): TClassicFigures {
  if (cached) return cached;
  const combinations = stopCombinationCount(CLASSIC_STRIPS);
  const builder = new DistributionBuilder();
  let maxHundredths = 0;
  forEachStopCombination(CLASSIC_STRIPS, (stops) => {
    const total = Math.min(
      evaluateClassicStops(stops).multiplierHundredths,
      CLASSIC_MAX_WIN_MULTIPLIER_HUNDREDTHS,
    );
    if (total > maxHundredths) maxHundredths = total;
    builder.add(total / 100, 1 / combinations);
  });
  const moments = momentsOf(builder.build());
  const standardDeviation = Math.sqrt(moments.variance);
  cached = {
    rtp: moments.mean,
    hitRate: moments.hitProbability,
    standardDeviation,
    volatility: volatilityFor(standardDeviation),
    maxWinMultiplier: maxHundredths / 100,
    combinations,
  };
  return cached;
}
