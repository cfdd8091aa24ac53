import { ZJackpotName, type TGameInfo, type TJackpotName } from '@casino/contracts';

export interface TTitlePaytable {
  /** The info with only the title's pay rows, their symbols without the table prefix. */
  info: TGameInfo;
  /** The fixed jackpots, in hundredths of the bet ("jackpot:<name>" rows). */
  jackpots: ReadonlyMap<TJackpotName, number>;
}

/**
 * An engine with themed titles answers pay rows as "<table>:<symbol>" (only the title's table
 * when the frame names its variant) and shared rows such as "jackpot:mini". This picks the
 * title's table (the one answered, else the theme's own, else the first) and the jackpots, so
 * the paytable and the jackpot bar show exactly the rows the round server pays by.
 */
export function titlePaytable(info: TGameInfo, themeTable: string | null): TTitlePaytable {
  const jackpots = new Map<TJackpotName, number>();
  const tables = new Set<string>();
  for (const row of info.paytable) {
    const [prefix, symbol] = row.symbol.split(':');
    if (symbol === undefined || prefix === undefined) continue;
    const jackpot = ZJackpotName.safeParse(symbol);
    if (prefix === 'jackpot' && jackpot.success) {
      jackpots.set(jackpot.data, row.pays[0]?.multiplierHundredths ?? 0);
    } else {
      tables.add(prefix);
    }
  }
  const table =
    tables.size === 1 || !themeTable || !tables.has(themeTable) ? [...tables][0] : themeTable;
  const paytable = info.paytable.flatMap((row) => {
    const separator = row.symbol.indexOf(':');
    if (separator < 0) return [row];
    return row.symbol.slice(0, separator) === table
      ? [{ ...row, symbol: row.symbol.slice(separator + 1) }]
      : [];
  });
  return { info: { ...info, paytable }, jackpots };
}
