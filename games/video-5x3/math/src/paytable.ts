import type { TLineRules } from '@casino/game-engine';
import type { TVideoSymbol } from '#src/symbols';

/** Line pays in line bets (the total bet is 20 line bets), by symbols matched from the left. */
export const VIDEO_LINE_RULES: TLineRules<TVideoSymbol> = {
  wild: 'wild',
  notSubstituted: ['scatter'],
  paytable: {
    crown: { 3: 50, 4: 200, 5: 1000 },
    diamond: { 3: 30, 4: 100, 5: 400 },
    bell: { 3: 20, 4: 60, 5: 200 },
    ruby: { 3: 15, 4: 50, 5: 150 },
    ace: { 3: 10, 4: 30, 5: 100 },
    king: { 3: 8, 4: 25, 5: 80 },
    queen: { 3: 5, 4: 20, 5: 60 },
    jack: { 3: 5, 4: 15, 5: 50 },
    ten: { 3: 4, 4: 12, 5: 40 },
  },
};

/** Scatters pay anywhere, in total bets; three also start free spins. */
export const VIDEO_SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 3 };
export const VIDEO_FREE_SPINS = {
  /** Scatters needed to trigger (and to retrigger during free spins). */
  triggerCount: 3,
  spinsAwarded: 10,
  spinsPerRetrigger: 10,
  /** Every free-spin win is multiplied by this. */
  winMultiplier: 3,
} as const;
