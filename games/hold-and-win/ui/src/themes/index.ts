import type { TSlotTheme } from '@casino/slot-ui';
import { crownTheme } from '#src/themes/crown';
import { dragonTheme } from '#src/themes/dragon';
import { pandaTheme } from '#src/themes/panda';
import { pharaohTheme } from '#src/themes/pharaoh';
import { vikingTheme } from '#src/themes/viking';

/** Each themed title's look by the artKey the lobby launches it with. */
export const HOLD_THEMES: Readonly<Record<string, TSlotTheme>> = {
  'hold-crown': crownTheme,
  'hold-dragon': dragonTheme,
  'hold-pharaoh': pharaohTheme,
  'hold-panda': pandaTheme,
  'hold-viking': vikingTheme,
};
