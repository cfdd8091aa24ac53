import type { TCoin, TJackpotName } from '@casino/contracts';
import { delay, element } from '#src/dom';

export const JACKPOT_NAMES: readonly TJackpotName[] = ['mini', 'minor', 'major', 'grand'];

export interface THoldTiming {
  isTurbo: () => boolean;
  isReducedMotion: boolean;
}

/**
 * The hold-and-win board: a grid laid over the reels while the respins run. Locked coins show
 * their value (or jackpot), empty cells spin on each respin, and a counter shows the respins
 * left. Everything it shows comes from the holdAndWinStart, respin and holdAndWinEnd events.
 */
export function createHoldBoard(
  host: HTMLElement,
  size: { reels: number; rows: number },
  coinArt: string,
  timing: THoldTiming,
) {
  const cells: HTMLElement[][] = Array.from({ length: size.reels }, (_, reel) =>
    Array.from({ length: size.rows }, (_, row) =>
      element('div', {
        class: 'hold-cell',
        style: `grid-column: ${reel + 1}; grid-row: ${row + 1}`,
      }),
    ),
  );
  const grid = element('div', { class: 'hold-board', 'aria-hidden': 'true' }, cells.flat());
  const pips = element('span', { class: 'respin-pips' });
  const counter = element('div', { class: 'respin-counter', role: 'status' }, [
    element('span', { class: 'respin-label', text: 'Respins' }),
    pips,
  ]);
  grid.style.gridTemplateColumns = `repeat(${size.reels}, var(--cell))`;
  grid.style.gridTemplateRows = `repeat(${size.rows}, var(--cell))`;
  grid.hidden = true;
  counter.hidden = true;
  // First in the frame, so the banners that follow it paint above the coins.
  host.prepend(grid);
  let isActive = false;
  let maxRespins = 0;

  const pause = (ms: number) =>
    delay(timing.isReducedMotion ? Math.min(ms, 150) : timing.isTurbo() ? ms / 3 : ms);

  function showRespins(left: number, isReset: boolean) {
    maxRespins = Math.max(maxRespins, left);
    pips.replaceChildren(
      ...Array.from({ length: maxRespins }, (_, index) =>
        element('i', { class: index < left ? 'is-lit' : '' }),
      ),
    );
    counter.setAttribute('aria-label', `${left} respins left`);
    counter.classList.toggle('is-reset', isReset && !timing.isReducedMotion);
  }

  function lock(coin: TCoin, label: (coin: TCoin) => string) {
    const [reel, row] = coin.position;
    const cell = cells[reel]?.[row];
    if (!cell) return;
    cell.className = `hold-cell is-held${coin.jackpot ? ` is-jackpot jackpot-${coin.jackpot}` : ''}`;
    cell.classList.toggle('is-landing', !timing.isReducedMotion);
    cell.dataset.multiplier = String(coin.multiplierHundredths);
    cell.innerHTML = coinArt;
    cell.append(element('span', { class: 'coin-value', text: label(coin) }));
  }

  return {
    /** The respin counter, for the layout to place beside the reels. */
    counter,
    get isActive() {
      return isActive;
    },
    async start(coins: readonly TCoin[], respinsLeft: number, label: (coin: TCoin) => string) {
      isActive = true;
      maxRespins = 0;
      for (const row of cells) for (const cell of row) cell.className = 'hold-cell';
      grid.hidden = false;
      counter.hidden = false;
      showRespins(respinsLeft, false);
      for (const coin of coins) {
        lock(coin, label);
        await pause(120);
      }
      await pause(500);
    },
    /** Empty cells spin while the round server answers the respin. */
    spinEmpty() {
      for (const row of cells) {
        for (const cell of row) {
          if (!cell.classList.contains('is-held')) cell.classList.add('is-spinning');
        }
      }
    },
    async land(newCoins: readonly TCoin[], respinsLeft: number, label: (coin: TCoin) => string) {
      await pause(350);
      for (const row of cells) for (const cell of row) cell.classList.remove('is-spinning');
      for (const coin of newCoins) {
        lock(coin, label);
        await pause(180);
      }
      showRespins(respinsLeft, newCoins.length > 0);
      await pause(newCoins.length > 0 ? 500 : 250);
    },
    /** Lights every held coin in turn, reel by reel, telling its value (hundredths of the bet). */
    async collect(onCoin: (multiplierHundredths: number) => void) {
      for (const reelCells of cells) {
        for (const cell of reelCells) {
          if (!cell.classList.contains('is-held')) continue;
          cell.classList.add('is-collected');
          onCoin(Number(cell.dataset.multiplier ?? 0));
          await pause(140);
        }
      }
    },
    clear() {
      isActive = false;
      grid.hidden = true;
      counter.hidden = true;
    },
  };
}
export type THoldBoard = ReturnType<typeof createHoldBoard>;

/** The four jackpot plaques with their amounts at the current bet. */
export function createJackpotBar() {
  const values = new Map<TJackpotName, HTMLElement>();
  const plaques = new Map<TJackpotName, HTMLElement>();
  const bar = element(
    'div',
    { class: 'jackpot-bar', role: 'group', 'aria-label': 'Jackpots' },
    JACKPOT_NAMES.map((name) => {
      const value = element('output', { class: 'jackpot-value', 'data-testid': `jackpot-${name}` });
      values.set(name, value);
      const plaque = element('div', { class: `jackpot jackpot-${name}` }, [
        element('span', { class: 'jackpot-name', text: name.toUpperCase() }),
        value,
      ]);
      plaques.set(name, plaque);
      return plaque;
    }),
  );
  bar.hidden = true;
  return {
    bar,
    show(amounts: ReadonlyMap<TJackpotName, string>) {
      bar.hidden = amounts.size === 0;
      for (const [name, value] of values) value.textContent = amounts.get(name) ?? '';
    },
    async celebrate(names: readonly TJackpotName[], holdMs: number) {
      for (const name of names) plaques.get(name)?.classList.add('is-hit');
      await delay(holdMs);
      for (const plaque of plaques.values()) plaque.classList.remove('is-hit');
    },
  };
}
export type TJackpotBar = ReturnType<typeof createJackpotBar>;
