import type { TRng } from '#src/rng';

/**
 * `count` distinct integers from [0, populationSize), uniformly, in draw order (a partial
 * Fisher–Yates shuffle: one draw per element taken).
 */
export function drawDistinct(rng: TRng, populationSize: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > populationSize) {
    throw new RangeError(`Cannot draw ${count} distinct values from ${populationSize}`);
  }
  const pool = Array.from({ length: populationSize }, (_, index) => index);
  for (let index = 0; index < count; index += 1) {
    const chosen = index + rng.nextInt(populationSize - index);
    [pool[index], pool[chosen]] = [pool[chosen]!, pool[index]!];
  }
  return pool.slice(0, count);
}

/** A uniformly shuffled copy of `items`. */
export function shuffled<TItem>(rng: TRng, items: readonly TItem[]): TItem[] {
  return drawDistinct(rng, items.length, items.length).map((index) => items[index]!);
}
