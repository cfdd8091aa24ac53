import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardAt, forEachStopCombination, stopCombinationCount } from '#src/reels';
import { findSymbol, symbolCountDistribution } from '#src/scatter';

describe('scatter counting', () => {
  it('finds every position of a symbol', () => {
    expect(
      findSymbol(
        [
          ['S', 'A'],
          ['A', 'S'],
        ],
        'S',
      ),
    ).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('matches brute-force enumeration of every stop combination (property)', () => {
    const symbol = fc.constantFrom('S', 'A', 'B');
    const strip = fc.array(symbol, { minLength: 1, maxLength: 7 });
    fc.assert(
      fc.property(
        fc.array(strip, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (strips, rows) => {
          const counts = new Map<number, number>();
          forEachStopCombination(strips, (stops) => {
            const count = findSymbol(boardAt(strips, stops, rows), 'S').length;
            counts.set(count, (counts.get(count) ?? 0) + 1);
          });
          const total = stopCombinationCount(strips);
          for (const { value, probability } of symbolCountDistribution(strips, rows, 'S')) {
            expect(probability).toBeCloseTo((counts.get(value) ?? 0) / total, 12);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
