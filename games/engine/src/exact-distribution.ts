import { volatilityFor, type TVolatility } from '#src/win-level';

/**
 * Exact statistics of a discrete payout distribution. Probabilities are integer weights and
 * multipliers are integer hundredths of the bet, so RTP and hit rate are exact fractions of
 * bigints; only the final conversion for display goes through a float.
 */
export interface TWeightedMultiplier {
  /** Relative weight of this outcome (any non-negative integer scale). */
  weight: bigint;
  /** Payout as hundredths of the bet: 150 means 1.50x. */
  multiplierHundredths: number;
}

export interface TRatio {
  numerator: bigint;
  denominator: bigint;
}

export interface TDistributionStats {
  /** Expected payout per unit bet, exactly. */
  rtp: TRatio;
  /** Probability that the round pays anything, exactly. */
  hitRate: TRatio;
  rtpValue: number;
  hitRateValue: number;
  /** Standard deviation of the payout per unit bet. */
  sigma: number;
  maxMultiplierHundredths: number;
  volatility: TVolatility;
}

const DISPLAY_SCALE = 10n ** 15n;

export function ratioToNumber(ratio: TRatio): number {
  return Number((ratio.numerator * DISPLAY_SCALE) / ratio.denominator) / Number(DISPLAY_SCALE);
}

/** a/b ≤ c/d for positive denominators, in integers. */
export function isRatioAtMost(left: TRatio, right: TRatio): boolean {
  return left.numerator * right.denominator <= right.numerator * left.denominator;
}

export function exactDistributionStats(
  outcomes: readonly TWeightedMultiplier[],
): TDistributionStats {
  let totalWeight = 0n;
  let paidWeight = 0n;
  let firstMoment = 0n;
  let secondMoment = 0n;
  let maxMultiplierHundredths = 0;
  for (const outcome of outcomes) {
    if (outcome.weight < 0n || !Number.isSafeInteger(outcome.multiplierHundredths)) {
      throw new RangeError('Weights must be non-negative and multipliers integer hundredths');
    }
    const multiplier = BigInt(outcome.multiplierHundredths);
    totalWeight += outcome.weight;
    firstMoment += outcome.weight * multiplier;
    secondMoment += outcome.weight * multiplier * multiplier;
    if (outcome.multiplierHundredths > 0 && outcome.weight > 0n) {
      paidWeight += outcome.weight;
      maxMultiplierHundredths = Math.max(maxMultiplierHundredths, outcome.multiplierHundredths);
    }
  }
  if (totalWeight === 0n) throw new RangeError('A distribution needs a positive total weight');
  const rtp = { numerator: firstMoment, denominator: totalWeight * 100n };
  const hitRate = { numerator: paidWeight, denominator: totalWeight };
  // Var = (W·Σw·m² − (Σw·m)²) / (W²·100²), computed exactly before the square root.
  const variance = ratioToNumber({
    numerator: totalWeight * secondMoment - firstMoment * firstMoment,
    denominator: totalWeight * totalWeight * 10_000n,
  });
  const sigma = Math.sqrt(variance);
  return {
    rtp,
    hitRate,
    rtpValue: ratioToNumber(rtp),
    hitRateValue: ratioToNumber(hitRate),
    sigma,
    maxMultiplierHundredths,
    volatility: volatilityFor(sigma),
  };
}

/** Binomial coefficient C(n, k) as a bigint (0 outside 0 ≤ k ≤ n). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  const smaller = Math.min(k, n - k);
  for (let index = 1; index <= smaller; index += 1) {
    result = (result * BigInt(n - smaller + index)) / BigInt(index);
  }
  return result;
}
