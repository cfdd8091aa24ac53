import type { TBoardPosition } from '@casino/contracts';
import type { TBoard, TReelStrip } from '@casino/game-engine';

/**
 * Removes the winning cells and lets each reel fall: the symbols left on a reel drop to the
 * bottom in their order, and the cells freed at the top are filled from the strip just above
 * the reel's current top stop, as if the reel turned on by that many symbols. No RNG is drawn:
 * the first stops decide the whole round, which keeps it exactly enumerable and replayable.
 */
export function tumble<S extends string>(
  strips: readonly TReelStrip<S>[],
  board: TBoard<S>,
  tops: readonly number[],
  removed: readonly TBoardPosition[],
): { board: TBoard<S>; tops: number[] } {
  const nextBoard: TBoard<S> = [];
  const nextTops: number[] = [];
  board.forEach((column, reel) => {
    const strip = strips[reel]!;
    const gone = new Set(removed.filter(([atReel]) => atReel === reel).map(([, row]) => row));
    const kept = column.filter((_, row) => !gone.has(row));
    const top = (((tops[reel]! - gone.size) % strip.length) + strip.length) % strip.length;
    const fresh = Array.from(
      { length: gone.size },
      (_, offset) => strip[(top + offset) % strip.length]!,
    );
    nextBoard.push([...fresh, ...kept]);
    nextTops.push(top);
  });
  return { board: nextBoard, tops: nextTops };
}
