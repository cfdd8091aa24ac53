import {
  applyShellTheme,
  rangeControl,
  segmentedControl,
  gameHandlers,
  type TInstantContext,
  type TInstantGame,
} from '@casino/instant-ui';
import { createPlinkoBoard } from '#src/plinko-board';
import {
  PLINKO_RISK_OPTIONS,
  plinkoRowOptions,
  plinkoTable,
  renderPlinkoPaytable,
} from '#src/plinko-paytable';
import { plinkoTheme, type TPlinkoRisk } from '#src/plinko-themes';

/** PLINCROWN in the instant shell: rows and risk chosen by the player, the ball from the events. */
export function mountPlinko(context: TInstantContext): TInstantGame {
  const theme = plinkoTheme(context.launch.artKey);
  applyShellTheme(theme.shell);
  const rowOptions = plinkoRowOptions(context.info);
  let rows = rowOptions.includes(theme.openingRows) ? theme.openingRows : rowOptions[0]!;
  let risk: TPlinkoRisk = theme.openingRisk;
  const board = createPlinkoBoard(context, theme);
  const redraw = () => board.draw(rows, plinkoTable(context.info, risk, rows));

  context.choices.append(
    segmentedControl({
      name: 'risk',
      label: 'Risk',
      options: PLINKO_RISK_OPTIONS,
      value: risk,
      onChange: (value) => {
        risk = value;
        redraw();
      },
    }),
    rangeControl({
      name: 'rows',
      label: 'Rows',
      min: rowOptions[0]!,
      max: rowOptions.at(-1)!,
      step: 1,
      value: rows,
      onChange: (value) => {
        rows = value;
        redraw();
      },
    }),
  );
  redraw();

  return {
    params: () => ({ rows, risk }),
    renderPaytable: () =>
      renderPlinkoPaytable({ info: context.info, risk, rows, formatWin: context.formatWin }),
    onRoundStart: () => board.reset(),
    handlers: gameHandlers(
      {
        async ballDrop(event) {
          if (event.rows !== rows || event.risk !== risk) {
            rows = event.rows;
            risk = event.risk;
            redraw();
          }
          await board.drop(event);
        },
        async finalWin(event) {
          await context.presentWin(event.multiplierHundredths, event.winLevel);
        },
        async setTotalWin() {
          // The final win presents the round's total; a single drop has no running total.
        },
      },
      context.warn,
    ),
  };
}
