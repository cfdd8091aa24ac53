import { drawArt } from '#src/art';
import type { TMinesTheme } from '#src/mines-themes';

export const BOARD_SIDE = 5;
const CELL_COUNT = BOARD_SIDE * BOARD_SIDE;

type TCellState = 'hidden' | 'safe' | 'mine' | 'idle-safe' | 'idle-mine';

/**
 * The 5×5 field: a grid of buttons with one tab stop (arrow keys, Home/End move; Enter/Space
 * open). It only shows what the round server's events say a cell holds.
 */
export function createBoard(theme: TMinesTheme, onPick: (cell: number) => void) {
  const grid = document.createElement('div');
  grid.className = 'board';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', 'Mine field, 5 by 5 tiles');
  grid.setAttribute(
    'aria-description',
    'Arrow keys move between tiles, Enter or Space opens one, C cashes out',
  );
  grid.dataset.testid = 'mines-board';
  const states: TCellState[] = Array.from({ length: CELL_COUNT }, () => 'hidden');
  let focused = 0;
  let isPickable = false;
  /** The tile opened last: the rest of the field turns over in rings around it. */
  let lastOpened = 12;

  const buttons = Array.from({ length: CELL_COUNT }, (_, cell) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tile';
    button.dataset.cell = String(cell);
    button.tabIndex = cell === 0 ? 0 : -1;
    const inner = document.createElement('span');
    inner.className = 'tile-inner';
    const front = document.createElement('span');
    front.className = 'tile-face tile-front';
    front.append(drawArt('tile'));
    const back = document.createElement('span');
    back.className = 'tile-face tile-back';
    inner.append(front, back);
    button.append(inner);
    button.addEventListener('click', () => {
      focus(cell);
      if (isPickable && states[cell] === 'hidden') onPick(cell);
    });
    return button;
  });
  for (let row = 0; row < BOARD_SIDE; row += 1) {
    const rowElement = document.createElement('div');
    rowElement.setAttribute('role', 'row');
    rowElement.className = 'board-row';
    for (let column = 0; column < BOARD_SIDE; column += 1) {
      const gridCell = document.createElement('div');
      gridCell.setAttribute('role', 'gridcell');
      gridCell.append(buttons[row * BOARD_SIDE + column]!);
      rowElement.append(gridCell);
    }
    grid.append(rowElement);
  }

  function label(cell: number) {
    const where = `Row ${Math.floor(cell / BOARD_SIDE) + 1}, column ${(cell % BOARD_SIDE) + 1}`;
    const what = {
      hidden: isPickable ? 'hidden, press to open' : 'hidden',
      safe: `${theme.safeName}, safe`,
      mine: `${theme.mineName}, you hit it`,
      'idle-safe': theme.safeName,
      'idle-mine': theme.mineName,
    }[states[cell]!];
    buttons[cell]!.setAttribute('aria-label', `${where}: ${what}`);
  }

  function render(cell: number) {
    const button = buttons[cell]!;
    const state = states[cell]!;
    button.dataset.state = state;
    button.setAttribute('aria-disabled', String(!isPickable || state !== 'hidden'));
    const back = button.querySelector('.tile-back')!;
    back.replaceChildren();
    if (state !== 'hidden') back.append(drawArt(state.endsWith('mine') ? 'mine' : 'safe'));
    label(cell);
  }

  function focus(cell: number, moveFocus = false) {
    buttons[focused]!.tabIndex = -1;
    focused = cell;
    buttons[cell]!.tabIndex = 0;
    if (moveFocus) buttons[cell]!.focus();
  }

  grid.addEventListener('focusin', (event) => {
    const cell = buttons.indexOf(event.target as HTMLButtonElement);
    if (cell >= 0 && cell !== focused) focus(cell);
  });

  grid.addEventListener('keydown', (event) => {
    const row = Math.floor(focused / BOARD_SIDE);
    const column = focused % BOARD_SIDE;
    const moves: Record<string, number> = {
      ArrowUp: Math.max(0, row - 1) * BOARD_SIDE + column,
      ArrowDown: Math.min(BOARD_SIDE - 1, row + 1) * BOARD_SIDE + column,
      ArrowLeft: row * BOARD_SIDE + Math.max(0, column - 1),
      ArrowRight: row * BOARD_SIDE + Math.min(BOARD_SIDE - 1, column + 1),
      Home: row * BOARD_SIDE,
      End: row * BOARD_SIDE + BOARD_SIDE - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    focus(next, true);
  });

  function setCell(cell: number, state: TCellState) {
    const wasHidden = states[cell] === 'hidden';
    states[cell] = state;
    render(cell);
    if (wasHidden && state !== 'hidden') {
      const button = buttons[cell]!;
      button.classList.add('is-flipping');
      button.addEventListener('animationend', () => button.classList.remove('is-flipping'), {
        once: true,
      });
    }
  }

  for (let cell = 0; cell < CELL_COUNT; cell += 1) render(cell);

  return {
    element: grid,
    /** Covers every tile for a new round. */
    reset() {
      grid.classList.remove('is-over', 'is-shaking', 'is-cashed');
      for (let cell = 0; cell < CELL_COUNT; cell += 1) {
        buttons[cell]!.classList.remove('is-last', 'is-pending');
        buttons[cell]!.style.removeProperty('--flip-delay');
        setCell(cell, 'hidden');
      }
    },
    setPickable(pickable: boolean) {
      isPickable = pickable;
      grid.classList.toggle('is-pickable', pickable);
      for (let cell = 0; cell < CELL_COUNT; cell += 1) render(cell);
    },
    /** Marks the tile whose answer is on its way. */
    setPending(cell: number | null) {
      buttons.forEach((button, index) => button.classList.toggle('is-pending', index === cell));
    },
    revealSafe(cell: number) {
      lastOpened = cell;
      buttons[cell]!.classList.remove('is-pending');
      setCell(cell, 'safe');
    },
    revealMine(cell: number) {
      lastOpened = cell;
      buttons[cell]!.classList.remove('is-pending');
      buttons[cell]!.classList.add('is-last');
      setCell(cell, 'mine');
      grid.classList.add('is-shaking');
    },
    /** The round is over: every other tile shows what it held, dimmed. */
    revealField(mineCells: readonly number[]) {
      grid.classList.add('is-over');
      for (let cell = 0; cell < CELL_COUNT; cell += 1) {
        if (states[cell] !== 'hidden') continue;
        const rings = Math.max(
          Math.abs(Math.floor(cell / BOARD_SIDE) - Math.floor(lastOpened / BOARD_SIDE)),
          Math.abs((cell % BOARD_SIDE) - (lastOpened % BOARD_SIDE)),
        );
        buttons[cell]!.style.setProperty('--flip-delay', `${rings * 60}ms`);
        setCell(cell, mineCells.includes(cell) ? 'idle-mine' : 'idle-safe');
      }
    },
    /** The player banked the field: the opened finds shine. */
    celebrate() {
      grid.classList.add('is-cashed');
    },
    focusBoard: () => buttons[focused]!.focus(),
    releaseFocus() {
      if (document.activeElement instanceof HTMLElement && grid.contains(document.activeElement)) {
        document.activeElement.blur();
      }
    },
  };
}
export type TBoard = ReturnType<typeof createBoard>;
