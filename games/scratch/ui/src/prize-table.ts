import type { TGameInfo } from '@casino/contracts';
import { formatMultiplier } from '@casino/instant-ui';
import { symbolArt, symbolName } from '#src/symbols';

export interface TPrize {
  symbol: string;
  multiplierHundredths: number;
}

/**
 * The title's prizes from the game info ("<table>:<symbol>" rows, three of a kind), top first.
 * A title's info carries only its own table; the engine's info carries all, so the theme picks.
 */
export function prizesOf(info: TGameInfo, themeTable: string): TPrize[] {
  const rows = info.paytable.map((row) => {
    const [table = '', symbol = ''] = row.symbol.split(':');
    const pay = row.pays.find((entry) => entry.count === 3);
    return { table, symbol, multiplierHundredths: pay?.multiplierHundredths ?? 0 };
  });
  const tables = new Set(rows.map((row) => row.table));
  const table = tables.size === 1 ? [...tables][0] : themeTable;
  return rows
    .filter((row) => row.table === table)
    .sort((left, right) => right.multiplierHundredths - left.multiplierHundredths)
    .map(({ symbol, multiplierHundredths }) => ({ symbol, multiplierHundredths }));
}

/** The prize list beside the card: symbol, multiplier and what it pays at the current bet. */
export function createPrizeList(
  prizes: readonly TPrize[],
  formatWin: (multiplierHundredths: number) => string,
) {
  const list = document.createElement('ol');
  list.className = 'prize-list';
  list.setAttribute('aria-label', 'Prize table: three of a kind wins');
  list.dataset.testid = 'prize-list';
  const amounts = prizes.map(() => document.createElement('span'));
  const items = prizes.map((prize, index) => {
    const item = document.createElement('li');
    item.className = 'prize';
    item.dataset.symbol = prize.symbol;
    const art = document.createElement('span');
    art.className = 'prize-art';
    art.append(symbolArt(prize.symbol), symbolArt(prize.symbol), symbolArt(prize.symbol));
    const name = document.createElement('span');
    name.className = 'prize-name';
    name.textContent = `3 × ${symbolName(prize.symbol)}`;
    const multiplier = document.createElement('strong');
    multiplier.className = 'prize-multiplier';
    multiplier.textContent = formatMultiplier(prize.multiplierHundredths);
    amounts[index]!.className = 'prize-amount';
    item.append(art, name, multiplier, amounts[index]!);
    return item;
  });
  list.append(...items);

  function refresh() {
    prizes.forEach((prize, index) => {
      amounts[index]!.textContent = formatWin(prize.multiplierHundredths);
    });
  }
  refresh();

  return {
    element: list,
    refresh,
    highlight(symbol: string | null) {
      items.forEach((item) => item.classList.toggle('is-won', item.dataset.symbol === symbol));
    },
  };
}

/** The paytable dialog's section: the same prizes as a table, at the current bet. */
export function renderPrizeTable(
  prizes: readonly TPrize[],
  formatWin: (multiplierHundredths: number) => string,
): HTMLElement {
  const section = document.createElement('div');
  section.className = 'scratch-table';
  const note = document.createElement('p');
  note.className = 'pay-note';
  note.textContent = `Three of a kind pays, at your ticket price of ${formatWin(100)}:`;
  const table = document.createElement('table');
  table.className = 'pay-table';
  const head = table.createTHead().insertRow();
  for (const text of ['Symbol', 'Match', 'Multiplier', 'Pays']) {
    const cell = document.createElement('th');
    cell.scope = 'col';
    cell.textContent = text;
    head.append(cell);
  }
  const body = table.createTBody();
  for (const prize of prizes) {
    const row = body.insertRow();
    const symbol = document.createElement('span');
    symbol.className = 'symbol-cell';
    const name = document.createElement('span');
    name.textContent = symbolName(prize.symbol);
    symbol.append(symbolArt(prize.symbol), name);
    row.insertCell().append(symbol);
    row.insertCell().textContent = '3';
    row.insertCell().textContent = formatMultiplier(prize.multiplierHundredths);
    row.insertCell().textContent = formatWin(prize.multiplierHundredths);
  }
  const scroll = document.createElement('div');
  scroll.className = 'table-scroll';
  scroll.append(table);
  section.append(note, scroll);
  return section;
}
