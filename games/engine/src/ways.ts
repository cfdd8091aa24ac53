import type { TBoardPosition } from '@casino/contracts';
import { canSubstitute, payFor, type TPaytable, type TSubstitution } from '#src/paytable';
import type { TBoard } from '#src/reels';

export interface TWaysRules<S extends string> extends TSubstitution<S> {
  /** Pay per way by symbol and count of adjacent reels, in the game's bet units. */
  readonly paytable: TPaytable<S>;
}

export interface TWaysWin<S extends string> {
  symbol: S;
  /** Adjacent reels from the left that show the symbol (or a wild). */
  count: number;
  ways: number;
  /** Pay per way times ways. */
  pay: number;
  positions: TBoardPosition[];
}

/** "All ways" evaluation: a symbol pays once per combination of matching positions on adjacent reels. */
export function evaluateWays<S extends string>(
  board: TBoard<S>,
  rules: TWaysRules<S>,
): TWaysWin<S>[] {
  const wins: TWaysWin<S>[] = [];
  const symbols = Object.keys(rules.paytable) as S[];
  for (const symbol of symbols) {
    if (symbol === rules.wild) continue;
    const substitutes = canSubstitute(rules, symbol);
    const positions: TBoardPosition[] = [];
    let ways = 1;
    let count = 0;
    for (const [reel, column] of board.entries()) {
      const matching = column.flatMap((cell, row): TBoardPosition[] =>
        cell === symbol || (substitutes && cell === rules.wild) ? [[reel, row]] : [],
      );
      if (matching.length === 0) break;
      ways *= matching.length;
      count += 1;
      positions.push(...matching);
    }
    const pay = payFor(rules.paytable, symbol, count);
    if (pay > 0) wins.push({ symbol, count, ways, pay: pay * ways, positions });
  }
  return wins;
}
