import {
  spreadEvenly,
  type TPaytable,
  type TReelStrip,
  type TWaysRules,
} from '@casino/game-engine';

export const HOLD_SYMBOLS = [
  'wild',
  'coin',
  'crown',
  'dragon',
  'phoenix',
  'ace',
  'king',
  'queen',
  'jack',
] as const;
export type THoldSymbol = (typeof HOLD_SYMBOLS)[number];

export const HOLD_REELS = 5;
export const HOLD_ROWS = 3;
export const HOLD_CELL_COUNT = HOLD_REELS * HOLD_ROWS;

type TStripCounts = Partial<Record<THoldSymbol, number>>;

/**
 * A reel: its single symbols, plus coin stacks (runs of 2 and 3 coins) so that six or more
 * coins can show at once. Outer reels carry no wild; the middle three do.
 */
interface TReelRecipe {
  singles: TStripCounts;
  coinPairs: number;
  coinTriples: number;
}

const OUTER_REEL: TReelRecipe = {
  singles: { coin: 3, crown: 3, dragon: 4, phoenix: 4, ace: 6, king: 6, queen: 6, jack: 6 },
  coinPairs: 1,
  coinTriples: 0,
};
const MIDDLE_REEL: TReelRecipe = {
  ...OUTER_REEL,
  singles: { ...OUTER_REEL.singles, wild: 2, queen: 5, jack: 5 },
};

/** Lays the recipe out with every run spread evenly around the reel (deterministic). */
function strip(recipe: TReelRecipe): TReelStrip<THoldSymbol> {
  const singles = (Object.entries(recipe.singles) as [THoldSymbol, number][])
    .sort(
      ([left, leftCount], [right, rightCount]) =>
        rightCount - leftCount || left.localeCompare(right),
    )
    .map(([symbol, count]): [THoldSymbol[], number] => [[symbol], count]);
  const runs = spreadEvenly<THoldSymbol[]>([
    ...singles,
    [['coin', 'coin'], recipe.coinPairs],
    [['coin', 'coin', 'coin'], recipe.coinTriples],
  ]);
  return runs.flat();
}

export const HOLD_STRIPS: readonly TReelStrip<THoldSymbol>[] = [
  strip(OUTER_REEL),
  strip(MIDDLE_REEL),
  strip(MIDDLE_REEL),
  strip(MIDDLE_REEL),
  strip(OUTER_REEL),
];

/**
 * 243 ways, left to right. Pays are hundredths of the bet per way: three crowns on three
 * adjacent reels in 2 ways pay 2 × 1.00x under the crown paytable. Each title has its own
 * paytable; all pay the same entries and their base-game ways RTP is equal (to 0.002%), so every
 * title has the same respin feature and the same total RTP (see the tests): dragon moves value
 * to five of a kind, pharaoh to three of a kind, panda to the card symbols, viking to the high
 * symbols. The wild substitutes for every symbol but the coin.
 */
export const HOLD_PAYTABLES = {
  crown: {
    crown: { 3: 100, 4: 300, 5: 1_000 },
    dragon: { 3: 80, 4: 200, 5: 600 },
    phoenix: { 3: 50, 4: 160, 5: 400 },
    ace: { 3: 30, 4: 80, 5: 200 },
    king: { 3: 20, 4: 60, 5: 160 },
    queen: { 3: 15, 4: 50, 5: 120 },
    jack: { 3: 15, 4: 40, 5: 100 },
  },
  dragon: {
    crown: { 3: 51, 4: 191, 5: 1406 },
    dragon: { 3: 41, 4: 128, 5: 843 },
    phoenix: { 3: 26, 4: 102, 5: 562 },
    ace: { 3: 15, 4: 51, 5: 281 },
    king: { 3: 10, 4: 38, 5: 225 },
    queen: { 3: 8, 4: 32, 5: 168 },
    jack: { 3: 8, 4: 26, 5: 140 },
  },
  pharaoh: {
    crown: { 3: 153, 4: 333, 5: 737 },
    dragon: { 3: 123, 4: 221, 5: 442 },
    phoenix: { 3: 77, 4: 177, 5: 295 },
    ace: { 3: 46, 4: 88, 5: 147 },
    king: { 3: 31, 4: 66, 5: 118 },
    queen: { 3: 23, 4: 55, 5: 88 },
    jack: { 3: 23, 4: 44, 5: 74 },
  },
  panda: {
    crown: { 3: 63, 4: 190, 5: 631 },
    dragon: { 3: 50, 4: 126, 5: 377 },
    phoenix: { 3: 31, 4: 101, 5: 251 },
    ace: { 3: 38, 4: 101, 5: 251 },
    king: { 3: 25, 4: 75, 5: 201 },
    queen: { 3: 19, 4: 63, 5: 151 },
    jack: { 3: 19, 4: 50, 5: 126 },
  },
  viking: {
    crown: { 3: 138, 4: 415, 5: 1383 },
    dragon: { 3: 111, 4: 276, 5: 829 },
    phoenix: { 3: 69, 4: 221, 5: 553 },
    ace: { 3: 22, 4: 59, 5: 147 },
    king: { 3: 15, 4: 44, 5: 117 },
    queen: { 3: 11, 4: 37, 5: 89 },
    jack: { 3: 11, 4: 29, 5: 73 },
  },
} as const satisfies Record<string, TPaytable<THoldSymbol>>;

export type THoldPaytableKey = keyof typeof HOLD_PAYTABLES;
export const HOLD_PAYTABLE_KEYS = Object.keys(HOLD_PAYTABLES) as THoldPaytableKey[];

export function holdWaysRules(paytable: THoldPaytableKey): TWaysRules<THoldSymbol> {
  return { wild: 'wild', notSubstituted: ['coin'], paytable: HOLD_PAYTABLES[paytable] };
}
