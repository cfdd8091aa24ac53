import { PRIZE_TABLES, SCRATCH_VARIANTS } from '@casino/game-scratch';
import { describe, expect, it } from 'vitest';
import { SYMBOL_ART } from '#src/symbols';
import { SCRATCH_THEMES, scratchTheme } from '#src/scratch-themes';

describe('SCRATCHCROWN themes', () => {
  it('draws every themed title with its own card and its own prize table', () => {
    for (const variant of SCRATCH_VARIANTS) {
      const theme = scratchTheme(variant.artKey);
      expect(theme.artKey).toBe(variant.artKey);
      expect(theme.table).toBe(variant.table);
    }
    expect(new Set(SCRATCH_THEMES.map((theme) => theme.artKey)).size).toBe(SCRATCH_THEMES.length);
  });

  it('has art for every symbol of every prize table', () => {
    for (const table of Object.values(PRIZE_TABLES)) {
      for (const tier of table) expect(SYMBOL_ART[tier.symbol], tier.symbol).toBeDefined();
    }
  });

  it('falls back to the SCRATCHCROWN look without an art key', () => {
    expect(scratchTheme(null).artKey).toBe('scratch-crown');
  });
});
