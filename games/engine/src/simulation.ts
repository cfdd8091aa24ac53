import { createSeededRng, type TRng } from '#src/rng';

/** The z value of a two-sided 99.9 % confidence interval. */
export const Z_999 = 3.29;

export interface TSimulationResult {
  rounds: number;
  /** Mean return per unit bet (the measured RTP). */
  mean: number;
  standardDeviation: number;
  /** Z_999 · σ / √N: the measured RTP is within this of the true one 99.9 % of the time. */
  halfWidth: number;
  hitRate: number;
  maxMultiplier: number;
}

/**
 * Plays `rounds` rounds with a seeded RNG through `playRound`, which answers the round's total
 * return per unit bet. Welford's update keeps the variance exact for long runs.
 */
export function simulate(
  rounds: number,
  seed: number,
  playRound: (rng: TRng) => number,
): TSimulationResult {
  const rng = createSeededRng(seed);
  let mean = 0;
  let sumSquares = 0;
  let hits = 0;
  let maxMultiplier = 0;
  for (let index = 1; index <= rounds; index += 1) {
    const value = playRound(rng);
    const delta = value - mean;
    mean += delta / index;
    sumSquares += delta * (value - mean);
    if (value > 0) hits += 1;
    if (value > maxMultiplier) maxMultiplier = value;
  }
  const standardDeviation = rounds > 1 ? Math.sqrt(sumSquares / (rounds - 1)) : 0;
  return {
    rounds,
    mean,
    standardDeviation,
    halfWidth: (Z_999 * standardDeviation) / Math.sqrt(rounds),
    hitRate: hits / rounds,
    maxMultiplier,
  };
}

/** Whether the measured RTP is inside expected ± Z_999 · σ / √N. */
export function isRtpWithinConfidence(expectedRtp: number, result: TSimulationResult): boolean {
  return Math.abs(result.mean - expectedRtp) <= result.halfWidth;
}
