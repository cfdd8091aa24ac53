import '@casino/slot-ui/slot.css';
import { startSlotFrame } from '@casino/slot-ui';
import { crownTheme } from '#src/themes/crown';
import { HOLD_THEMES } from '#src/themes/index';
import './theme.css';

void startSlotFrame({
  engineKey: 'hold-and-win',
  ...crownTheme,
  themes: HOLD_THEMES,
  mechanic: 'holdAndWin',
});
