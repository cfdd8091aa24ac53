import type { TRng } from '#src/rng';
import type { TDistribution } from '#src/weighted';

/** A reel strip: the symbols in order around the reel; it wraps from the end to the start. */
export type TReelStrip<S extends string = string> = readonly S[];
/** `board[reel][row]`, rows from the top. */
export type TBoard<S extends string = string> = S[][];

/** One uniform stop per reel: the strip index shown on the top row. */
export function drawStops(rng: TRng, strips: readonly TReelStrip[]): number[] {
  return strips.map((strip) => rng.nextInt(strip.length));
}

/** The `rows` symbols visible from `stop` downwards, wrapping around the strip. */
export function reelWindow<S extends string>(
  strip: TReelStrip<S>,
  stop: number,
  rows: number,
): S[] {
  if (strip.length === 0) throw new RangeError('A reel strip needs at least one symbol');
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!);
}

export function boardAt<S extends string>(
  strips: readonly TReelStrip<S>[],
  stops: readonly number[],
  rows: number,
): TBoard<S> {
  if (stops.length !== strips.length) {
    throw new RangeError(`Need one stop per reel: ${strips.length} reels, ${stops.length} stops`);
  }
  return strips.map((strip, reel) => reelWindow(strip, stops[reel]!, rows));
}

/** How often each symbol appears on a strip. */
export function symbolCounts<S extends string>(strip: TReelStrip<S>): Map<S, number> {
  const counts = new Map<S, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

/**
 * The symbol on any one row of a reel: every stop is equally likely, so each row shows a symbol
 * with its strip frequency (the same for every row).
 */
export function stripSymbolDistribution<S extends string>(strip: TReelStrip<S>): TDistribution<S> {
  return [...symbolCounts(strip)].map(([value, count]) => ({
    value,
    probability: count / strip.length,
  }));
}

/** Every stop combination of the reels, once each (the exact outcome space of a spin). */
export function forEachStopCombination(
  strips: readonly TReelStrip[],
  visit: (stops: readonly number[]) => void,
): void {
  const stops = strips.map(() => 0);
  for (;;) {
    visit(stops);
    let reel = strips.length - 1;
    while (reel >= 0) {
      stops[reel]! += 1;
      if (stops[reel]! < strips[reel]!.length) break;
      stops[reel] = 0;
      reel -= 1;
    }
    if (reel < 0) return;
  }
}

export function stopCombinationCount(strips: readonly TReelStrip[]): number {
  return strips.reduce((product, strip) => product * strip.length, 1);
}
