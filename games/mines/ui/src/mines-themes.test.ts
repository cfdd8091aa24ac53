import { MINES_VARIANTS } from '@casino/game-mines';
import { describe, expect, it } from 'vitest';
import { MINES_THEMES, minesTheme } from '#src/mines-themes';

describe('CROWNMINER themes', () => {
  it('draws every themed title with its own art and opens the field the title names', () => {
    for (const variant of MINES_VARIANTS) {
      const theme = minesTheme(variant.artKey);
      expect(theme.artKey).toBe(variant.artKey);
      expect(theme.openingMineCount).toBe(variant.defaultMineCount);
    }
    expect(new Set(MINES_THEMES.map((theme) => theme.artKey)).size).toBe(MINES_THEMES.length);
  });

  it('falls back to the CROWNMINER look without an art key', () => {
    expect(minesTheme(null).artKey).toBe('mines-crown');
    expect(minesTheme('mines-unknown').artKey).toBe('mines-crown');
  });
});
