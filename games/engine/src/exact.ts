import type { TDistribution } from '#src/weighted';

/**
 * Visits every combination of independent discrete outcomes with its probability (the product
 * of its parts). Exact RTP by enumeration: sum value × probability over the whole space.
 */
export function enumerateProduct<T>(
  distributions: readonly TDistribution<T>[],
  visit: (values: readonly T[], probability: number) => void,
): void {
  const values: T[] = [];
  const walk = (depth: number, probability: number) => {
    if (depth === distributions.length) {
      visit(values, probability);
      return;
    }
    for (const outcome of distributions[depth]!) {
      values[depth] = outcome.value;
      walk(depth + 1, probability * outcome.probability);
    }
  };
  walk(0, 1);
}

export interface TMoments {
  mean: number;
  variance: number;
  /** Probability of a value above zero. */
  hitProbability: number;
}

/** Mean, variance and hit probability of a numeric distribution. */
export function momentsOf(distribution: TDistribution<number>): TMoments {
  let mean = 0;
  let secondMoment = 0;
  let hitProbability = 0;
  for (const { value, probability } of distribution) {
    mean += value * probability;
    secondMoment += value * value * probability;
    if (value > 0) hitProbability += probability;
  }
  return { mean, variance: Math.max(0, secondMoment - mean * mean), hitProbability };
}

/** Accumulates value → probability, merging equal values (keeps enumerated distributions small). */
export class DistributionBuilder {
  private readonly probabilities = new Map<number, number>();

  add(value: number, probability: number): void {
    this.probabilities.set(value, (this.probabilities.get(value) ?? 0) + probability);
  }

  build(): TDistribution<number> {
    return [...this.probabilities]
      .sort(([left], [right]) => left - right)
      .map(([value, probability]) => ({ value, probability }));
  }
}

/**
 * Expected number of free spins when each spin retriggers `spinsPerRetrigger` more with
 * probability `retriggerProbability` (a branching process; finite only when p × k < 1).
 */
export function expectedFreeSpins(
  initialSpins: number,
  retriggerProbability: number,
  spinsPerRetrigger: number,
): number {
  const growth = retriggerProbability * spinsPerRetrigger;
  if (growth >= 1) throw new RangeError('Retriggers must average below one extra spin per spin');
  return initialSpins / (1 - growth);
}
