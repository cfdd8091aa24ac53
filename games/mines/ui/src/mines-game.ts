import {
  formatMultiplier,
  rangeControl,
  gameHandlers,
  type TInstantContext,
  type TInstantGame,
} from '@casino/instant-ui';
import { createBoard } from '#src/board';
import { createLadder, multipliersFor } from '#src/ladder';
import { createMinesSound } from '#src/mines-sound';
import { applyMinesTheme, minesTheme } from '#src/mines-themes';

const MINE_COUNT_MIN = 1;
const MINE_COUNT_MAX = 24;

/**
 * CROWNMINER in the instant-game shell: the player picks the mine count, opens tiles one at a
 * time (each pick is a round action the server answers) and cashes out from the play button.
 * The field is the server's: the frame only draws the events.
 */
export function mountMines(context: TInstantContext): TInstantGame {
  const theme = minesTheme(context.launch.artKey);
  applyMinesTheme(theme);
  const sounds = createMinesSound(() => context.sound.isOn);
  let mineCount =
    Number(localStorage.getItem(`mines-count:${context.launch.gameId}`)) || theme.openingMineCount;
  let isPicking = false;
  /** True while the open round waits for a tile (the last step ended with awaitAction 'pick'). */
  let isAwaitingPick = false;
  let canCashOut = false;

  const status = document.createElement('p');
  status.className = 'mines-status';
  status.setAttribute('aria-live', 'polite');
  status.dataset.testid = 'mines-status';
  const ladder = createLadder(context.formatWin);
  const board = createBoard(theme, (cell) => void send(`pick:${cell}`, cell));
  const field = document.createElement('div');
  field.className = 'mines-field';
  field.append(board.element);
  const layout = document.createElement('div');
  layout.className = 'mines';
  layout.append(ladder.element, field, status);
  context.stage.append(layout);

  const control = rangeControl({
    name: 'mines',
    label: 'Mines',
    min: MINE_COUNT_MIN,
    max: MINE_COUNT_MAX,
    step: 1,
    value: mineCount,
    onChange: (value) => {
      mineCount = value;
      localStorage.setItem(`mines-count:${context.launch.gameId}`, String(value));
      showIdle();
    },
  });
  context.choices.append(control);
  const mineInput = control.querySelector('input')!;
  const mineOutput = control.querySelector('output')!;

  function showIdle() {
    ladder.show(multipliersFor(context.info, mineCount), 0);
    status.textContent = `${mineCount} ${mineCount === 1 ? theme.mineName : `${theme.mineName}s`} hidden among 25 tiles. Press Bet to start.`;
  }

  /** Sends a pick (or the cash out, without a cell) for the open round. */
  async function send(action: string, cell: number | null) {
    if (isPicking) return;
    isPicking = true;
    board.setPickable(false);
    board.setPending(cell);
    try {
      await context.act(action);
    } finally {
      board.setPending(null);
      isPicking = false;
      // The shell ignores an action while it is busy: the tile is then still there to pick.
      board.setPickable(isAwaitingPick);
    }
  }

  window.addEventListener('keydown', (event) => {
    if (event.key !== 'c' || !canCashOut || event.target instanceof HTMLInputElement) return;
    void send('cashOut', null);
  });

  function wait(ms: number) {
    return new Promise<void>((resolve) => setTimeout(resolve, context.durationMs(ms)));
  }

  showIdle();

  return {
    params: () => ({ mineCount }),
    onRoundStart: () => {
      board.reset();
      board.setPickable(false);
    },
    onBetChange: () => ladder.refresh(),
    openRoundAction: (round) =>
      round.awaitingActions.includes('cashOut')
        ? { label: `Cash out ${context.formatWin(round.multiplierHundredths)}`, action: 'cashOut' }
        : null,
    renderPaytable: () => ladder.renderTable(multipliersFor(context.info, mineCount), mineCount),
    handlers: gameHandlers(
      {
        async minesStart(event) {
          mineCount = event.mineCount;
          mineInput.value = String(mineCount);
          mineOutput.textContent = String(mineCount);
          board.reset();
          ladder.show(multipliersFor(context.info, event.mineCount), 0);
          status.textContent = `Next tile pays ${formatMultiplier(event.nextMultiplierHundredths)}. Pick a tile.`;
        },
        async awaitAction(event) {
          if (!event.actions.includes('pick')) return;
          isAwaitingPick = true;
          canCashOut = event.actions.includes('cashOut');
          board.setPickable(true);
          board.focusBoard();
        },
        async cellRevealed(event) {
          isAwaitingPick = false;
          canCashOut = false;
          if (event.isMine) {
            board.revealMine(event.cell);
            sounds.blast();
            status.textContent = `${theme.mineName[0]!.toUpperCase()}${theme.mineName.slice(1)}! The round is over.`;
            await wait(900);
            return;
          }
          board.revealSafe(event.cell);
          sounds.gem(event.safePicks);
          ladder.show(multipliersFor(context.info, mineCount), event.safePicks);
          status.textContent =
            event.nextMultiplierHundredths === null
              ? `Cash out now pays ${formatMultiplier(event.multiplierHundredths)}.`
              : `Cash out pays ${formatMultiplier(event.multiplierHundredths)}; the next tile pays ${formatMultiplier(event.nextMultiplierHundredths)}.`;
          await wait(380);
        },
        async cashOut(event) {
          isAwaitingPick = false;
          canCashOut = false;
          board.setPickable(false);
          board.celebrate();
          sounds.cashOut();
          status.textContent = event.isAutomatic
            ? `Every allowed tile is open: cashed out at ${formatMultiplier(event.multiplierHundredths)}.`
            : `Cashed out at ${formatMultiplier(event.multiplierHundredths)} after ${event.safePicks} ${event.safePicks === 1 ? 'tile' : 'tiles'}.`;
        },
        async minefieldRevealed(event) {
          board.setPickable(false);
          board.revealField(event.mineCells);
          await wait(500);
        },
        async finalWin(event) {
          // Off the field, Enter or Space starts the next round (the shell's keys).
          board.releaseFocus();
          await context.presentWin(event.multiplierHundredths, event.winLevel);
        },
      },
      context.warn,
    ),
  };
}
