import type { TClassicSymbol } from '#src/symbols';

/** Three of a kind, in line bets (a crown counts as any symbol; three crowns pay their own). */
export const CLASSIC_THREE_OF_A_KIND: Readonly<Record<Exclude<TClassicSymbol, 'blank'>, number>> = {
  crown: 1000,
  seven: 200,
  bar3: 100,
  bar2: 50,
  bar1: 25,
  cherry: 20,
};
/** Any three bars, mixed. */
export const CLASSIC_ANY_BAR_PAY = 8;
/** Cherries from the left: one or two (a crown may complete two). */
export const CLASSIC_CHERRY_PAYS: Readonly<Record<1 | 2, number>> = { 1: 1, 2: 3 };

const BARS: readonly TClassicSymbol[] = ['bar1', 'bar2', 'bar3'];

export interface TClassicLinePay {
  /** The combination's name, shown in the paytable and on the win. */
  symbol: string;
  count: number;
  /** In line bets. */
  pay: number;
}

/** The highest pay of one line's three symbols, or null. */
export function evaluateClassicLine(line: readonly TClassicSymbol[]): TClassicLinePay | null {
  const candidates: TClassicLinePay[] = [];
  const matchesAll = (symbol: TClassicSymbol) =>
    line.every((cell) => cell === symbol || cell === 'crown');
  for (const [symbol, pay] of Object.entries(CLASSIC_THREE_OF_A_KIND) as [
    TClassicSymbol,
    number,
  ][]) {
    if (matchesAll(symbol)) candidates.push({ symbol, count: 3, pay });
  }
  if (line.every((cell) => BARS.includes(cell) || cell === 'crown')) {
    candidates.push({ symbol: 'anyBar', count: 3, pay: CLASSIC_ANY_BAR_PAY });
  }
  let cherries = 0;
  while (
    cherries < 2 &&
    (line[cherries] === 'cherry' || (cherries > 0 && line[cherries] === 'crown'))
  ) {
    cherries += 1;
  }
  if (cherries === 1 || cherries === 2) {
    candidates.push({ symbol: 'cherry', count: cherries, pay: CLASSIC_CHERRY_PAYS[cherries] });
  }
  return candidates.reduce<TClassicLinePay | null>(
    (best, candidate) => (best === null || candidate.pay > best.pay ? candidate : best),
    null,
  );
}
