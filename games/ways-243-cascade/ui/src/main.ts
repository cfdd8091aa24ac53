import '@casino/slot-ui/slot.css';
import { startSlotFrame } from '@casino/slot-ui';
import { CASCADE_MULTIPLIER_LADDER } from '#src/multiplier-ladder';
import { CASCADE_THEMES } from '#src/themes/index';
import { royalTheme } from '#src/themes/royal';
import './theme.css';

void startSlotFrame({
  engineKey: 'ways-243-cascade',
  ...royalTheme,
  themes: CASCADE_THEMES,
  mechanic: 'cascade',
  multiplierLadder: CASCADE_MULTIPLIER_LADDER,
});
