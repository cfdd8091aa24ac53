import type { TVolatility } from '#src/win-level';
import type { TBetLevelsMinor } from '#src/studio-round';

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
