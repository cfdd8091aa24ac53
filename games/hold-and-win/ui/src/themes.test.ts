import { describe, expect, it } from 'vitest';
import { HOLD_AND_WIN_VARIANTS, HOLD_SYMBOLS } from '@casino/game-hold-and-win';
import { HOLD_THEMES } from '#src/themes/index';

describe('hold-and-win frame themes', () => {
  it('draws and names every symbol, the coin included, in every title', () => {
    for (const theme of Object.values(HOLD_THEMES)) {
      for (const symbol of HOLD_SYMBOLS) {
        expect(theme.art[symbol]).toMatch(/^<svg /);
        expect(theme.symbolNames[symbol]).toBeTruthy();
      }
    }
  });

  it('has a theme for every variant, showing that variant’s paytable', () => {
    for (const variant of HOLD_AND_WIN_VARIANTS) {
      expect(HOLD_THEMES[variant.artKey]?.paytableKey).toBe(variant.paytable);
    }
  });
});
