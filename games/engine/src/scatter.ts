import type { TBoardPosition } from '@casino/contracts';
import type { TBoard, TReelStrip } from '#src/reels';
import type { TDistribution } from '#src/weighted';

/** Where a symbol shows anywhere on the board (scatters pay and trigger by count, not by line). */
export function findSymbol<S extends string>(board: TBoard<S>, symbol: S): TBoardPosition[] {
  return board.flatMap((column, reel) =>
    column.flatMap((cell, row): TBoardPosition[] => (cell === symbol ? [[reel, row]] : [])),
  );
}

/**
 * Exact distribution of how many times `symbol` shows in a window of `rows` on the given reels:
 * per reel, the count over every stop; then the reels convolved (they stop independently).
 */
export function symbolCountDistribution<S extends string>(
  strips: readonly TReelStrip<S>[],
  rows: number,
  symbol: S,
): TDistribution<number> {
  let total = [1];
  for (const strip of strips) {
    const perReel = new Array<number>(rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < rows; row += 1) {
        if (strip[(stop + row) % strip.length] === symbol) count += 1;
      }
      perReel[count]! += 1 / strip.length;
    }
    const next = new Array<number>(total.length + rows).fill(0);
    total.forEach((left, leftCount) => {
      perReel.forEach((right, rightCount) => {
        next[leftCount + rightCount]! += left * right;
      });
    });
    total = next;
  }
  return total
    .map((probability, value) => ({ value, probability }))
    .filter((entry) => entry.probability > 0);
}
