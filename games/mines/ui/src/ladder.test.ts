import { maxSafePicks, minesGameInfo, minesMultiplierHundredths } from '@casino/game-mines';
import { describe, expect, it } from 'vitest';
import { multipliersFor } from '#src/ladder';

describe('multipliersFor', () => {
  it('reads one mine count’s ladder from the game info, by safe picks', () => {
    const info = minesGameInfo();
    for (const mineCount of [1, 3, 12, 24]) {
      const ladder = multipliersFor(info, mineCount);
      expect(ladder).toHaveLength(maxSafePicks(mineCount));
      expect(ladder[0]).toBe(minesMultiplierHundredths(mineCount, 1));
      expect(ladder.at(-1)).toBe(minesMultiplierHundredths(mineCount, ladder.length));
    }
  });

  it('is empty for a mine count the info does not list', () => {
    expect(multipliersFor(minesGameInfo(), 25)).toEqual([]);
  });
});
