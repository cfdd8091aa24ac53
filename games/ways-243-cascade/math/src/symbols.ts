import {
  createSeededRng,
  shuffled,
  type TPaytable,
  type TReelStrip,
  type TWaysRules,
} from '@casino/game-engine';

export const CASCADE_SYMBOLS = [
  'wild',
  'crown',
  'chalice',
  'ring',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
] as const;
export type TCascadeSymbol = (typeof CASCADE_SYMBOLS)[number];

export const CASCADE_REELS = 5;
export const CASCADE_ROWS = 3;

type TStripCounts = Partial<Record<TCascadeSymbol, number>>;

const OUTER_REEL: TStripCounts = {
  crown: 2,
  chalice: 2,
  ring: 3,
  ace: 3,
  king: 3,
  queen: 3,
  jack: 3,
  ten: 3,
};
const MIDDLE_REEL: TStripCounts = { ...OUTER_REEL, wild: 1, ten: 2 };

/**
 * Each reel's symbols in a fixed shuffled order (a seeded shuffle, so the strips are constant
 * data): evenly spread strips would line every reel up alike and let tumbles repeat forever.
 */
function strip(counts: TStripCounts, orderSeed: number): TReelStrip<TCascadeSymbol> {
  const symbols = (Object.entries(counts) as [TCascadeSymbol, number][]).flatMap(
    ([symbol, count]) => Array.from({ length: count }, () => symbol),
  );
  return shuffled(createSeededRng(orderSeed), symbols);
}

/**
 * Short strips (22 stops) keep the whole outcome space (22⁵ ≈ 5.2 million stop combinations)
 * small enough to enumerate: the tumble refills from the strip itself, so the stops decide
 * the entire round.
 */
export const CASCADE_STRIPS: readonly TReelStrip<TCascadeSymbol>[] = [
  strip(OUTER_REEL, 1),
  strip(MIDDLE_REEL, 2),
  strip(MIDDLE_REEL, 3),
  strip(MIDDLE_REEL, 4),
  strip(OUTER_REEL, 5),
];

/**
 * Each title's paytable, in hundredths of the bet per way. All pay the same (symbol, count)
 * entries, so the same wins happen under every paytable and one enumeration proves them all:
 * royal is the base; aztec and olympus move value to five of a kind, candy to three of a kind,
 * frozen to the three high symbols. Every one is exactly 96.00% ± 0.005% (see the tests).
 */
export const CASCADE_PAYTABLES = {
  royal: {
    crown: { 3: 50, 4: 150, 5: 500 },
    chalice: { 3: 40, 4: 100, 5: 300 },
    ring: { 3: 35, 4: 80, 5: 200 },
    ace: { 3: 20, 4: 55, 5: 120 },
    king: { 3: 15, 4: 40, 5: 110 },
    queen: { 3: 10, 4: 32, 5: 80 },
    jack: { 3: 10, 4: 25, 5: 60 },
    ten: { 3: 10, 4: 20, 5: 50 },
  },
  aztec: {
    crown: { 3: 28, 4: 103, 5: 687 },
    chalice: { 3: 22, 4: 69, 5: 412 },
    ring: { 3: 19, 4: 55, 5: 275 },
    ace: { 3: 11, 4: 38, 5: 165 },
    king: { 3: 8, 4: 27, 5: 151 },
    queen: { 3: 5, 4: 22, 5: 110 },
    jack: { 3: 5, 4: 17, 5: 82 },
    ten: { 3: 5, 4: 14, 5: 69 },
  },
  candy: {
    crown: { 3: 74, 4: 166, 5: 370 },
    chalice: { 3: 59, 4: 111, 5: 221 },
    ring: { 3: 52, 4: 88, 5: 148 },
    ace: { 3: 30, 4: 61, 5: 88 },
    king: { 3: 23, 4: 44, 5: 81 },
    queen: { 3: 15, 4: 35, 5: 59 },
    jack: { 3: 15, 4: 28, 5: 44 },
    ten: { 3: 15, 4: 22, 5: 37 },
  },
  frozen: {
    crown: { 3: 57, 4: 170, 5: 566 },
    chalice: { 3: 45, 4: 114, 5: 339 },
    ring: { 3: 40, 4: 90, 5: 226 },
    ace: { 3: 17, 4: 48, 5: 104 },
    king: { 3: 13, 4: 35, 5: 96 },
    queen: { 3: 9, 4: 28, 5: 70 },
    jack: { 3: 9, 4: 22, 5: 52 },
    ten: { 3: 9, 4: 17, 5: 44 },
  },
  olympus: {
    crown: { 3: 18, 4: 84, 5: 761 },
    chalice: { 3: 14, 4: 56, 5: 457 },
    ring: { 3: 12, 4: 45, 5: 304 },
    ace: { 3: 7, 4: 31, 5: 183 },
    king: { 3: 5, 4: 22, 5: 167 },
    queen: { 3: 4, 4: 18, 5: 123 },
    jack: { 3: 4, 4: 14, 5: 91 },
    ten: { 3: 4, 4: 11, 5: 76 },
  },
} as const satisfies Record<string, TPaytable<TCascadeSymbol>>;

export type TCascadePaytableKey = keyof typeof CASCADE_PAYTABLES;
export const CASCADE_PAYTABLE_KEYS = Object.keys(CASCADE_PAYTABLES) as TCascadePaytableKey[];

/** 243 ways with the title's paytable; the wild substitutes for every symbol. */
export function cascadeWaysRules(paytable: TCascadePaytableKey): TWaysRules<TCascadeSymbol> {
  return { wild: 'wild', paytable: CASCADE_PAYTABLES[paytable] };
}

/** The win multiplier of the n-th evaluation of a round (0 = the first), then held at the last. */
export const CASCADE_MULTIPLIERS = [1, 2, 3, 5, 8, 10] as const;

export function cascadeMultiplier(evaluationIndex: number): number {
  return CASCADE_MULTIPLIERS[Math.min(evaluationIndex, CASCADE_MULTIPLIERS.length - 1)]!;
}
