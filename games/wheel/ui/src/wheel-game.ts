import {
  applyShellTheme,
  segmentedControl,
  gameHandlers,
  type TInstantContext,
  type TInstantGame,
} from '@casino/instant-ui';
import { createWheelBoard } from '#src/wheel-board';
import {
  renderWheelPaytable,
  WHEEL_RISK_OPTIONS,
  wheelLayout,
  wheelSegmentOptions,
} from '#src/wheel-paytable';
import { wheelTheme, type TWheelRisk } from '#src/wheel-themes';

/** WHEEL PRIZE in the instant shell: segments and risk chosen by the player, the stop from the events. */
export function mountWheel(context: TInstantContext): TInstantGame {
  const theme = wheelTheme(context.launch.artKey);
  applyShellTheme(theme.shell);
  const segmentOptions = wheelSegmentOptions(context.info);
  let segments = segmentOptions.includes(theme.openingSegments)
    ? theme.openingSegments
    : segmentOptions[0]!;
  let risk: TWheelRisk = theme.openingRisk;
  const board = createWheelBoard(context, theme);
  const redraw = () => board.draw(wheelLayout(context.info, risk, segments));

  context.choices.append(
    segmentedControl({
      name: 'risk',
      label: 'Risk',
      options: WHEEL_RISK_OPTIONS,
      value: risk,
      onChange: (value) => {
        risk = value;
        redraw();
      },
    }),
    segmentedControl({
      name: 'segments',
      label: 'Segments',
      options: segmentOptions.map((count) => ({ value: count, label: String(count) })),
      value: segments,
      onChange: (value) => {
        segments = value;
        redraw();
      },
    }),
  );
  redraw();

  return {
    params: () => ({ segments, risk }),
    renderPaytable: () =>
      renderWheelPaytable({ info: context.info, risk, segments, formatWin: context.formatWin }),
    onRoundStart: () => board.reset(),
    handlers: gameHandlers(
      {
        async wheelSpin(event) {
          if (event.segments !== segments || event.risk !== risk) {
            segments = event.segments;
            risk = event.risk;
            redraw();
          }
          await board.spin(event);
        },
        async finalWin(event) {
          await context.presentWin(event.multiplierHundredths, event.winLevel);
        },
        async setTotalWin() {
          // The final win presents the round's total; a single spin has no running total.
        },
      },
      context.warn,
    ),
  };
}
