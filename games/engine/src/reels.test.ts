import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardAt,
  drawStops,
  forEachStopCombination,
  reelWindow,
  stopCombinationCount,
  stripSymbolDistribution,
} from '#src/reels';
import { createSeededRng } from '#src/rng';

describe('reels', () => {
  const strip = ['a', 'b', 'c', 'd'] as const;

  it('shows consecutive symbols from the stop and wraps at the end', () => {
    expect(reelWindow(strip, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(reelWindow(strip, 3, 3)).toEqual(['d', 'a', 'b']);
  });

  it('builds the board reel by reel and refuses a wrong stop count', () => {
    expect(boardAt([strip, strip], [1, 2], 2)).toEqual([
      ['b', 'c'],
      ['c', 'd'],
    ]);
    expect(() => boardAt([strip], [0, 0], 3)).toThrow(RangeError);
  });

  it('draws every stop inside its strip', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 6 }),
        (seed, lengths) => {
          const strips = lengths.map((length) => Array.from({ length }, (_, index) => `s${index}`));
          const stops = drawStops(createSeededRng(seed), strips);
          stops.forEach((stop, reel) => {
            expect(stop).toBeGreaterThanOrEqual(0);
            expect(stop).toBeLessThan(strips[reel]!.length);
          });
        },
      ),
    );
  });

  it('enumerates each stop combination exactly once', () => {
    const strips = [['a', 'b'], ['a', 'b', 'c'], ['x']];
    const seen = new Set<string>();
    forEachStopCombination(strips, (stops) => seen.add(stops.join(',')));
    expect(seen.size).toBe(stopCombinationCount(strips));
    expect(seen.size).toBe(6);
  });

  it('gives each symbol its strip frequency', () => {
    const distribution = stripSymbolDistribution(['a', 'a', 'b', 'a']);
    expect(distribution).toEqual([
      { value: 'a', probability: 0.75 },
      { value: 'b', probability: 0.25 },
    ]);
  });
});
