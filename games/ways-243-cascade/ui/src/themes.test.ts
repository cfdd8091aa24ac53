import { describe, expect, it } from 'vitest';
import {
  CASCADE_MULTIPLIERS,
  CASCADE_SYMBOLS,
  CASCADE_VARIANTS,
} from '@casino/game-ways-243-cascade';
import { CASCADE_MULTIPLIER_LADDER } from '#src/multiplier-ladder';
import { CASCADE_THEMES } from '#src/themes/index';

describe('cascade frame themes', () => {
  it('draws and names every symbol in every title', () => {
    for (const theme of Object.values(CASCADE_THEMES)) {
      for (const symbol of CASCADE_SYMBOLS) {
        expect(theme.art[symbol]).toMatch(/^<svg /);
        expect(theme.symbolNames[symbol]).toBeTruthy();
      }
    }
  });

  it('has a theme for every variant, showing that variant’s paytable', () => {
    for (const variant of CASCADE_VARIANTS) {
      expect(CASCADE_THEMES[variant.artKey]?.paytableKey).toBe(variant.paytable);
    }
  });

  it('shows the multiplier ladder the math applies', () => {
    expect(CASCADE_MULTIPLIER_LADDER).toEqual([...CASCADE_MULTIPLIERS]);
  });
});
