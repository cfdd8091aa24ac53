import type { TBoardPosition } from '@casino/contracts';
import { delay } from '#src/dom';
import type { TReels } from '#src/reels';

export interface TTumbleTiming {
  popMs: number;
  fallMs: number;
  isReducedMotion: boolean;
}

/**
 * Plays a cascade event on the reels: the removed cells burst, then every reel shows the
 * server's board after the tumble, with each symbol falling from where it was (kept symbols)
 * or from above the reel (new ones). Only the event's board is shown: nothing is computed here
 * but how far each symbol falls.
 */
export async function playTumble(
  reels: TReels,
  removed: readonly TBoardPosition[],
  board: readonly (readonly string[])[],
  timing: TTumbleTiming,
): Promise<void> {
  const removedCells = removed.flatMap(([reel, row]) => reels.cellAt(reel, row) ?? []);
  for (const cell of removedCells) {
    cell.classList.remove('is-winning');
    cell.classList.add('is-bursting');
  }
  await delay(timing.isReducedMotion ? 0 : timing.popMs);
  const falls: Promise<unknown>[] = [];
  board.forEach((column, reel) => {
    const gone = new Set(removed.filter(([atReel]) => atReel === reel).map(([, row]) => row));
    const keptRows = column.map((_, row) => row).filter((row) => !gone.has(row));
    column.forEach((symbol, row) => {
      const cell = reels.cellAt(reel, row);
      if (!cell) return;
      cell.classList.remove('is-bursting', 'is-winning');
      reels.paint(cell, symbol);
      if (timing.isReducedMotion || gone.size === 0) return;
      // New symbols fill the top `gone.size` rows and fall in from above the window; the kept
      // ones keep their order below them, so the k-th kept symbol came from keptRows[k].
      const fromRow = row < gone.size ? row - gone.size : keptRows[row - gone.size]!;
      const distance = row - fromRow;
      if (distance === 0) return;
      const height = cell.getBoundingClientRect().height;
      falls.push(
        cell.animate(
          [
            { transform: `translateY(${-distance * height}px)` },
            { transform: 'translateY(0)', offset: 0.82 },
            { transform: `translateY(${-height * 0.06}px)`, offset: 0.91 },
            { transform: 'translateY(0)' },
          ],
          { duration: timing.fallMs + distance * 40, easing: 'ease-in', delay: reel * 35 },
        ).finished,
      );
    });
  });
  await Promise.all(falls);
}
