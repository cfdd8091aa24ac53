import type { TGameInfo } from '@casino/contracts';
import { formatMultiplier } from '@casino/instant-ui';

/** The multipliers of one mine count from the game info's "mines:<count>" row, by safe picks. */
export function multipliersFor(info: TGameInfo, mineCount: number): number[] {
  const row = info.paytable.find((entry) => entry.symbol === `mines:${mineCount}`);
  return [...(row?.pays ?? [])]
    .sort((left, right) => left.count - right.count)
    .map((pay) => pay.multiplierHundredths);
}

/**
 * The multiplier ladder above the field: one step per safe tile, the reached step lit and the
 * next one marked. Its values are the game info's table for the chosen mine count.
 */
export function createLadder(formatWin: (multiplierHundredths: number) => string) {
  const list = document.createElement('ol');
  list.className = 'ladder';
  list.setAttribute('aria-label', 'Multiplier for each safe tile');
  // It scrolls, so keyboard users can focus it and scroll it with the arrow keys.
  list.tabIndex = 0;
  let multipliers: number[] = [];
  let reached = 0;

  function render() {
    list.replaceChildren(
      ...multipliers.map((multiplier, index) => {
        const item = document.createElement('li');
        const picks = index + 1;
        item.className = 'ladder-step';
        item.classList.toggle('is-reached', picks <= reached);
        item.classList.toggle('is-current', picks === reached);
        item.classList.toggle('is-next', picks === reached + 1);
        const value = document.createElement('strong');
        value.textContent = formatMultiplier(multiplier);
        const count = document.createElement('span');
        count.textContent = `${picks} ${picks === 1 ? 'tile' : 'tiles'}`;
        item.append(value, count);
        item.title = formatWin(multiplier);
        return item;
      }),
    );
    const current =
      list.querySelector<HTMLElement>('.is-next') ?? list.querySelector<HTMLElement>('.is-current');
    if (current) {
      list.scrollTo({
        left: current.offsetLeft - list.clientWidth / 2 + current.clientWidth / 2,
        top: current.offsetTop - list.clientHeight / 2 + current.clientHeight / 2,
      });
    }
  }

  return {
    element: list,
    show(next: number[], safePicks: number) {
      multipliers = next;
      reached = safePicks;
      render();
    },
    refresh: render,
    /** The paytable section: what cashing out after each tile pays at the current bet. */
    renderTable(rows: number[], mineCount: number): HTMLElement {
      const section = document.createElement('div');
      section.className = 'mines-table';
      const note = document.createElement('p');
      note.className = 'pay-note';
      note.textContent = `With ${mineCount} ${mineCount === 1 ? 'mine' : 'mines'}, at your bet of ${formatWin(100)}:`;
      const table = document.createElement('table');
      table.className = 'pay-table';
      const head = table.createTHead().insertRow();
      for (const text of ['Safe tiles', 'Multiplier', 'Pays']) {
        const cell = document.createElement('th');
        cell.scope = 'col';
        cell.textContent = text;
        head.append(cell);
      }
      const body = table.createTBody();
      rows.forEach((multiplier, index) => {
        const row = body.insertRow();
        row.insertCell().textContent = String(index + 1);
        row.insertCell().textContent = formatMultiplier(multiplier);
        row.insertCell().textContent = formatWin(multiplier);
      });
      const scroll = document.createElement('div');
      scroll.className = 'table-scroll';
      scroll.append(table);
      section.append(note, scroll);
      return section;
    },
  };
}
