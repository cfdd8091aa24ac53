import { WHEEL_VARIANTS } from '@casino/game-wheel';
import { describe, expect, it } from 'vitest';
import { WHEEL_THEMES, wheelTheme } from '#src/wheel-themes';

describe('WHEEL PRIZE themes', () => {
  it('draws every themed title with its own art and opens the wheel the title names', () => {
    for (const variant of WHEEL_VARIANTS) {
      const theme = wheelTheme(variant.artKey);
      expect(theme.artKey).toBe(variant.artKey);
      expect(theme.openingSegments).toBe(variant.defaultSegments);
      expect(theme.openingRisk).toBe(variant.defaultRisk);
    }
    expect(new Set(WHEEL_THEMES.map((theme) => theme.artKey)).size).toBe(WHEEL_THEMES.length);
  });

  it('falls back to the WHEEL PRIZE look without an art key', () => {
    expect(wheelTheme(null).artKey).toBe('wheel-crown');
  });
});
