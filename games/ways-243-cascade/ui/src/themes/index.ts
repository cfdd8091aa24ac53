import type { TSlotTheme } from '@casino/slot-ui';
import { aztecTheme } from '#src/themes/aztec';
import { candyTheme } from '#src/themes/candy';
import { frozenTheme } from '#src/themes/frozen';
import { olympusTheme } from '#src/themes/olympus';
import { royalTheme } from '#src/themes/royal';

/** Each themed title's look by the artKey the lobby launches it with. */
export const CASCADE_THEMES: Readonly<Record<string, TSlotTheme>> = {
  'cascade-royal': royalTheme,
  'cascade-aztec': aztecTheme,
  'cascade-candy': candyTheme,
  'cascade-frozen': frozenTheme,
  'cascade-olympus': olympusTheme,
};
