import { describe, expect, it } from 'vitest';
import {
  limitDollarsText,
  parseLimitDollars,
} from '#src/features/purchase-limits/model/limit-amount';

describe('limit amounts', () => {
  it('reads dollars as typed', () => {
    expect(parseLimitDollars('250')).toBe(25_000);
    expect(parseLimitDollars(' $1,000 ')).toBe(100_000);
    expect(parseLimitDollars('99.5')).toBe(9_950);
    expect(parseLimitDollars('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '12345678', '1e3']) {
      expect(parseLimitDollars(text)).toBeNull();
    }
  });

  it('shows cents as dollars', () => {
    expect(limitDollarsText(25_000)).toBe('250');
    expect(limitDollarsText(9_950)).toBe('99.50');
  });
});
