import { describe, expect, it } from 'vitest';
import { DistributionBuilder, enumerateProduct, expectedFreeSpins, momentsOf } from '#src/exact';
import { simulate } from '#src/simulation';

describe('exact expectation', () => {
  it('enumerates a product space with probabilities that sum to one', () => {
    const coin = [
      { value: 0, probability: 0.5 },
      { value: 1, probability: 0.5 },
    ];
    const builder = new DistributionBuilder();
    enumerateProduct([coin, coin, coin], (values, probability) =>
      builder.add(
        values.reduce((sum, value) => sum + value, 0),
        probability,
      ),
    );
    const distribution = builder.build();
    expect(distribution.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 12);
    expect(momentsOf(distribution)).toEqual({ mean: 1.5, variance: 0.75, hitProbability: 0.875 });
  });

  it('expects free spins with retriggers as a branching process, as a simulation confirms', () => {
    const expected = expectedFreeSpins(10, 0.02, 10);
    expect(expected).toBeCloseTo(12.5, 12);
    const result = simulate(20_000, 7, (rng) => {
      let left = 10;
      let played = 0;
      while (left > 0) {
        left -= 1;
        played += 1;
        if (rng.nextInt(50) === 0) left += 10;
      }
      return played;
    });
    expect(Math.abs(result.mean - expected)).toBeLessThanOrEqual(result.halfWidth);
    expect(() => expectedFreeSpins(10, 0.1, 10)).toThrow(RangeError);
  });
});
