import type { TRng } from '#src/rng';

/** One entry of a weighted table: `value` is drawn with probability weight / total weight. */
export interface TWeighted<T> {
  readonly value: T;
  readonly weight: number;
}
export type TWeightedTable<T> = readonly TWeighted<T>[];

export function totalWeight<T>(table: TWeightedTable<T>): number {
  let total = 0;
  for (const entry of table) {
    if (!Number.isInteger(entry.weight) || entry.weight < 0) {
      throw new RangeError(`Weights must be non-negative integers, got ${entry.weight}`);
    }
    total += entry.weight;
  }
  if (total < 1) throw new RangeError('A weighted table needs a positive total weight');
  return total;
}

/** Draws one value with a single `nextInt(total)`, so the draw is exact and replayable. */
export function pickWeighted<T>(rng: TRng, table: TWeightedTable<T>): T {
  let ticket = rng.nextInt(totalWeight(table));
  for (const entry of table) {
    if (ticket < entry.weight) return entry.value;
    ticket -= entry.weight;
  }
  throw new Error('unreachable: the ticket is below the total weight');
}

/** The table as an exact probability distribution (for expectation by enumeration). */
export function weightedDistribution<T>(table: TWeightedTable<T>): TDistribution<T> {
  const total = totalWeight(table);
  return table
    .filter((entry) => entry.weight > 0)
    .map((entry) => ({ value: entry.value, probability: entry.weight / total }));
}

export interface TOutcomeProbability<T> {
  readonly value: T;
  readonly probability: number;
}
/** A discrete probability distribution; probabilities sum to 1. */
export type TDistribution<T> = readonly TOutcomeProbability<T>[];
