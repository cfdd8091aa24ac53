import { describe, expect, it } from 'vitest';
import { interpolateMinor } from '#src/features/wallet/hooks/use-animated-amount';

describe('balance animation', () => {
  it('starts at the old amount, ends exactly at the new one and stays integral', () => {
    expect(interpolateMinor(1_000, 2_501, 0)).toBe(1_000);
    expect(interpolateMinor(1_000, 2_501, 1)).toBe(2_501);
    expect(interpolateMinor(1_000, 2_501, 7)).toBe(2_501);
    for (const progress of [0.1, 0.33, 0.5, 0.9]) {
      const value = interpolateMinor(1_000, 2_501, progress);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThan(1_000);
      expect(value).toBeLessThan(2_501);
    }
    expect(interpolateMinor(900, 100, 0.5)).toBeLessThan(900);
  });
});
