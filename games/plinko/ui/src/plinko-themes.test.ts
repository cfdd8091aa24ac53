import { PLINKO_VARIANTS } from '@casino/game-plinko';
import { describe, expect, it } from 'vitest';
import { PLINKO_THEMES, plinkoTheme } from '#src/plinko-themes';

describe('PLINCROWN themes', () => {
  it('draws every themed title with its own art and opens the board the title names', () => {
    for (const variant of PLINKO_VARIANTS) {
      const theme = plinkoTheme(variant.artKey);
      expect(theme.artKey).toBe(variant.artKey);
      expect(theme.openingRows).toBe(variant.defaultRows);
      expect(theme.openingRisk).toBe(variant.defaultRisk);
    }
    expect(new Set(PLINKO_THEMES.map((theme) => theme.artKey)).size).toBe(PLINKO_THEMES.length);
  });

  it('falls back to the PLINCROWN look without an art key', () => {
    expect(plinkoTheme(null).artKey).toBe('plinko-crown');
  });
});
