import type { TDistributionStats } from '#src/exact-distribution';
import type { TVolatility } from '#src/win-level';
import { STUDIO_BET_LEVELS_MINOR, type TBetLevelsMinor } from '#src/studio-round';

export interface TValueRange {
  min: number;
  max: number;
}

/**
 * The facts a studio game discloses (rules panel, lobby details, verifier page). Every number
 * is computed by the game's code from its tables: exactly where the math allows, otherwise by
 * a recorded seeded simulation through the production code (rtpMethod says which).
 */
export interface TStudioGameSummary {
  engineKey: string;
  rtpMethod: 'exact' | 'simulation';
  /** Over the player's choices (rows, risk, segments, mines, …); min = max for fixed games. */
  rtp: TValueRange;
  hitRate: TValueRange;
  /** The largest multiplier a round can pay, after any cap (hundredths of the bet). */
  maxWinMultiplierHundredths: number;
  /** The distinct volatility labels over the player's choices. */
  volatility: TVolatility[];
  betLevelsMinor: TBetLevelsMinor;
  rules: string[];
}

/**
 * A themed title on one engine. The catalogue seeds games by `engineKey` and `key`; `artKey`
 * names the art set the game UI loads.
 */
export interface TStudioVariant {
  key: string;
  engineKey: string;
  name: string;
  artKey: string;
  tagline: string;
}

export function rangeOf(values: readonly number[]): TValueRange {
  return { min: Math.min(...values), max: Math.max(...values) };
}

export function distinctVolatilities(values: readonly TVolatility[]): TVolatility[] {
  const order: TVolatility[] = ['low', 'medium', 'high', 'very high'];
  return order.filter((label) => values.includes(label));
}

/**
 * The summary of a game whose every player choice (rows, risk, segments, mines, table) has an
 * exact payout distribution: ranges and labels over those choices, at the studio's bet levels.
 */
export function exactSummary(
  engineKey: string,
  stats: readonly TDistributionStats[],
  rules: string[],
): TStudioGameSummary {
  return {
    engineKey,
    rtpMethod: 'exact',
    rtp: rangeOf(stats.map((entry) => entry.rtpValue)),
    hitRate: rangeOf(stats.map((entry) => entry.hitRateValue)),
    maxWinMultiplierHundredths: Math.max(...stats.map((entry) => entry.maxMultiplierHundredths)),
    volatility: distinctVolatilities(stats.map((entry) => entry.volatility)),
    betLevelsMinor: STUDIO_BET_LEVELS_MINOR,
    rules,
  };
}
