import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRng } from '#src/rng';
import { pickWeighted, totalWeight, weightedDistribution } from '#src/weighted';

describe('weighted tables', () => {
  const table = [
    { value: 'small', weight: 90 },
    { value: 'large', weight: 9 },
    { value: 'never', weight: 0 },
    { value: 'jackpot', weight: 1 },
  ];

  it('never draws a zero-weight value and only draws listed values (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const value = pickWeighted(createSeededRng(seed), table);
        expect(['small', 'large', 'jackpot']).toContain(value);
      }),
    );
  });

  it('maps each ticket to exactly one entry in order', () => {
    const ticketRng = (ticket: number) => ({ nextInt: () => ticket });
    expect(pickWeighted(ticketRng(89), table)).toBe('small');
    expect(pickWeighted(ticketRng(90), table)).toBe('large');
    expect(pickWeighted(ticketRng(99), table)).toBe('jackpot');
  });

  it('gives exact probabilities and refuses bad weights', () => {
    expect(weightedDistribution(table).map((entry) => entry.probability)).toEqual([
      0.9, 0.09, 0.01,
    ]);
    expect(() => totalWeight([{ value: 'x', weight: 0.5 }])).toThrow(RangeError);
    expect(() => totalWeight([])).toThrow(RangeError);
  });
});
