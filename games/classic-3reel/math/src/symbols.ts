import type { TPayline, TReelStrip } from '@casino/game-engine';

/** Crown is wild: it stands for any symbol except a blank. */
export const CLASSIC_SYMBOLS = [
  'crown',
  'seven',
  'bar3',
  'bar2',
  'bar1',
  'cherry',
  'blank',
] as const;
export type TClassicSymbol = (typeof CLASSIC_SYMBOLS)[number];

export const CLASSIC_ROWS = 3;

/** Three rows and both diagonals of the 3×3 window. */
export const CLASSIC_PAYLINES: readonly TPayline[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const s = (text: string) => text.split(' ') as TClassicSymbol[];

/**
 * The physical strips, 32 stops each, every symbol separated by blanks as on a mechanical reel.
 * Counts per reel (crown, seven, bar3, bar2, bar1, cherry) shape the RTP computed in rtp.ts.
 */
export const CLASSIC_STRIPS: readonly TReelStrip<TClassicSymbol>[] = [
  s(
    'crown blank cherry blank bar1 blank bar2 blank seven blank bar1 blank cherry blank bar3 blank ' +
      'bar1 blank bar2 blank cherry blank bar1 blank seven blank bar2 blank bar1 blank cherry blank',
  ),
  s(
    'crown blank bar1 blank cherry blank bar2 blank bar1 blank seven blank bar3 blank bar1 blank ' +
      'cherry blank bar2 blank bar1 blank bar3 blank seven blank bar1 blank bar2 blank cherry blank',
  ),
  s(
    'crown blank bar1 blank bar2 blank cherry blank bar1 blank seven blank bar2 blank bar1 blank ' +
      'bar3 blank cherry blank bar1 blank bar2 blank seven blank bar1 blank bar3 blank bar2 blank',
  ),
];
