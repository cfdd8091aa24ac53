import {
  DistributionBuilder,
  enumerateProduct,
  evaluateLine,
  expectedFreeSpins,
  momentsOf,
  stripSymbolDistribution,
  symbolCountDistribution,
} from '@casino/game-engine';
import { VIDEO_FREE_SPINS, VIDEO_LINE_RULES, VIDEO_SCATTER_PAYS } from '#src/paytable';
import { VIDEO_ROWS, VIDEO_STRIPS } from '#src/symbols';

export interface TVideoExactRtp {
  /** Line wins of a base spin, per unit bet. */
  baseLines: number;
  /** Scatter pays of a base spin, per unit bet. */
  baseScatters: number;
  /** Probability that a spin shows three scatters (trigger or retrigger). */
  triggerProbability: number;
  /** Expected spins in one free-spin sequence, retriggers included. */
  expectedFreeSpins: number;
  /** Free spins' share of the RTP. */
  freeSpins: number;
  /** Base plus free spins, before the max-win cap. */
  rtp: number;
  /** Probability that one payline pays (line hit rate). */
  lineHitProbability: number;
}

let cached: TVideoExactRtp | null = null;

/**
 * The RTP as exactly as the math allows, without simulation:
 * - Lines: each row of a reel shows a symbol with its strip frequency and reels stop
 *   independently, so every payline has the same symbol distribution; enumerating all 11⁵ symbol
 *   sequences gives one line's expected pay in line bets, and 20 lines of 1/20 bet each make that
 *   the line RTP per unit bet.
 * - Scatters: the count distribution over all stops of the scatter reels, convolved exactly.
 * - Free spins: each spin's return is independent of how many spins there are (a stopping time),
 *   so by Wald's identity the sequence returns E[spins] × multiplier × (lines + scatters), with
 *   E[spins] from the retrigger branching process.
 * The 5,000× cap is left out: it only lowers the RTP, by less than the simulation can resolve.
 */
export function videoExactRtp(): TVideoExactRtp {
  if (cached) return cached;
  const lineDistribution = new DistributionBuilder();
  enumerateProduct(VIDEO_STRIPS.map(stripSymbolDistribution), (symbols, probability) => {
    lineDistribution.add(evaluateLine(symbols, VIDEO_LINE_RULES)?.pay ?? 0, probability);
  });
  const line = momentsOf(lineDistribution.build());
  const scatterCounts = symbolCountDistribution(VIDEO_STRIPS, VIDEO_ROWS, 'scatter');
  let baseScatters = 0;
  let triggerProbability = 0;
  for (const { value: count, probability } of scatterCounts) {
    baseScatters += (VIDEO_SCATTER_PAYS[count] ?? 0) * probability;
    if (count >= VIDEO_FREE_SPINS.triggerCount) triggerProbability += probability;
  }
  const baseLines = line.mean;
  const spins = expectedFreeSpins(
    VIDEO_FREE_SPINS.spinsAwarded,
    triggerProbability,
    VIDEO_FREE_SPINS.spinsPerRetrigger,
  );
  const freeSpins =
    triggerProbability * spins * VIDEO_FREE_SPINS.winMultiplier * (baseLines + baseScatters);
  cached = {
    baseLines,
    baseScatters,
    triggerProbability,
    expectedFreeSpins: spins,
    freeSpins,
    rtp: baseLines + baseScatters + freeSpins,
    lineHitProbability: line.hitProbability,
  };
  return cached;
}
