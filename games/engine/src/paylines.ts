import type { TBoardPosition } from '@casino/contracts';
import { canSubstitute, payFor, type TPaytable, type TSubstitution } from '#src/paytable';
import type { TBoard } from '#src/reels';

/** A payline: the row it crosses on each reel, left to right. */
export type TPayline = readonly number[];

export interface TLineRules<S extends string> extends TSubstitution<S> {
  /** Pays in line-bet units by symbol and count of matches from the leftmost reel. */
  readonly paytable: TPaytable<S>;
}

export interface TLineResult<S extends string> {
  symbol: S;
  count: number;
  /** In line-bet units. */
  pay: number;
}

/**
 * The best left-to-right match of a line's symbols. Leading wilds join the first other symbol
 * they can replace; a line of only wilds (or wilds before a symbol they cannot replace) pays
 * as wilds or as the best symbol they replace, whichever pays more.
 */
export function evaluateLine<S extends string>(
  symbols: readonly S[],
  rules: TLineRules<S>,
): TLineResult<S> | null {
  const wild = rules.wild;
  let leadingWilds = 0;
  while (wild !== undefined && leadingWilds < symbols.length && symbols[leadingWilds] === wild) {
    leadingWilds += 1;
  }
  let best: TLineResult<S> | null = null;
  if (wild !== undefined && leadingWilds > 0) {
    const pay = payFor(rules.paytable, wild, leadingWilds);
    if (pay > 0) best = { symbol: wild, count: leadingWilds, pay };
  }
  const target = symbols[leadingWilds];
  if (leadingWilds > 0 && (target === undefined || !canSubstitute(rules, target))) {
    // Wilds alone (the whole line, or before a symbol they cannot replace) stand for the best
    // symbol they can replace.
    for (const symbol of Object.keys(rules.paytable) as S[]) {
      if (symbol === wild || !canSubstitute(rules, symbol)) continue;
      const pay = payFor(rules.paytable, symbol, leadingWilds);
      if (pay > 0 && (best === null || pay > best.pay)) best = { symbol, count: leadingWilds, pay };
    }
  }
  if (target !== undefined && (leadingWilds === 0 || canSubstitute(rules, target))) {
    let count = leadingWilds;
    while (
      count < symbols.length &&
      (symbols[count] === target || (symbols[count] === wild && canSubstitute(rules, target)))
    ) {
      count += 1;
    }
    const pay = payFor(rules.paytable, target, count);
    if (pay > 0 && (best === null || pay > best.pay)) best = { symbol: target, count, pay };
  }
  return best;
}

export interface TLineWin<S extends string> extends TLineResult<S> {
  lineIndex: number;
  positions: TBoardPosition[];
}

export function lineSymbols<S extends string>(board: TBoard<S>, line: TPayline): S[] {
  return line.map((row, reel) => {
    const symbol = board[reel]?.[row];
    if (symbol === undefined) throw new RangeError(`Payline leaves the board at reel ${reel}`);
    return symbol;
  });
}

/** Every paying line on the board, in line order. */
export function evaluatePaylines<S extends string>(
  board: TBoard<S>,
  lines: readonly TPayline[],
  rules: TLineRules<S>,
): TLineWin<S>[] {
  const wins: TLineWin<S>[] = [];
  lines.forEach((line, lineIndex) => {
    const result = evaluateLine(lineSymbols(board, line), rules);
    if (!result) return;
    const positions = line.slice(0, result.count).map((row, reel): TBoardPosition => [reel, row]);
    wins.push({ ...result, lineIndex, positions });
  });
  return wins;
}
