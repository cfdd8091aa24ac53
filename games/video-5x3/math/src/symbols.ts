import type { TPayline, TReelStrip } from '@casino/game-engine';

export const VIDEO_SYMBOLS = [
  'wild',
  'scatter',
  'crown',
  'diamond',
  'bell',
  'ruby',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
] as const;
export type TVideoSymbol = (typeof VIDEO_SYMBOLS)[number];
export const VIDEO_REELS = 5;
export const VIDEO_ROWS = 3;

/** The 20 paylines (row per reel, 0 = top). */
export const VIDEO_PAYLINES: readonly TPayline[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

type TStripCounts = Partial<Record<TVideoSymbol, number>>;

/**
 * Lays out a strip from symbol counts by spreading each symbol evenly around the reel (largest
 * count first, each at fixed spacing into the free stops), so equal symbols rarely touch and a
 * scatter never shows twice in one window. Deterministic: the same counts give the same strip.
 */
export function spreadStrip(counts: TStripCounts): TVideoSymbol[] {
  const entries = (Object.entries(counts) as [TVideoSymbol, number][])
    .filter(([, count]) => count > 0)
    .sort(
      ([leftSymbol, left], [rightSymbol, right]) =>
        right - left || leftSymbol.localeCompare(rightSymbol),
    );
  const length = entries.reduce((sum, [, count]) => sum + count, 0);
  const strip = new Array<TVideoSymbol | undefined>(length).fill(undefined);
  let offset = 0;
  for (const [symbol, count] of entries) {
    const free = strip.flatMap((cell, index) => (cell === undefined ? [index] : []));
    for (let index = 0; index < count; index += 1) {
      const slot = free[(offset + Math.floor((index * free.length) / count)) % free.length]!;
      strip[slot] = symbol;
    }
    offset += 1;
  }
  return strip.map((cell) => cell!);
}

/**
 * Symbol counts per reel. Wilds sit on reels 2–4 only (a line never starts with a wild) and
 * scatters on reels 1, 3 and 5. The RTP these give is computed in rtp.ts.
 */
export const VIDEO_STRIP_COUNTS: readonly TStripCounts[] = [
  {
    scatter: 2,
    crown: 2,
    diamond: 3,
    bell: 3,
    ruby: 4,
    ace: 4,
    king: 4,
    queen: 4,
    jack: 4,
    ten: 4,
  },
  { wild: 4, crown: 2, diamond: 3, bell: 3, ruby: 4, ace: 4, king: 4, queen: 4, jack: 4, ten: 4 },
  {
    wild: 4,
    scatter: 3,
    crown: 2,
    diamond: 3,
    bell: 3,
    ruby: 4,
    ace: 4,
    king: 4,
    queen: 4,
    jack: 4,
    ten: 4,
  },
  { wild: 3, crown: 2, diamond: 3, bell: 3, ruby: 4, ace: 4, king: 4, queen: 4, jack: 4, ten: 4 },
  {
    scatter: 2,
    crown: 2,
    diamond: 3,
    bell: 3,
    ruby: 4,
    ace: 4,
    king: 4,
    queen: 4,
    jack: 4,
    ten: 4,
  },
];

export const VIDEO_STRIPS: readonly TReelStrip<TVideoSymbol>[] =
  VIDEO_STRIP_COUNTS.map(spreadStrip);
