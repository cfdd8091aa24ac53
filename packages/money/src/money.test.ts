import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountError,
  asAmountMinor,
  COMPACT_FROM_MINOR,
  GC_TRIM_LIMIT_MINOR,
  formatAmount,
  formatPrice,
  formatCappedCount,
  isLongJackpot,
  parseAmount,
  scaleAmount,
  toDecimalString,
  type TAmountStyle,
  type TLocale,
} from '#src/index';

describe('parseAmount', () => {
  it('reads decimal strings exactly', () => {
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('0.07')).toBe(7);
    expect(parseAmount('-3.10')).toBe(-310);
  });

  it('refuses anything that is not a two-decimal amount', () => {
    for (const bad of ['', '1.234', 'abc', '1e5', '1,5', '.5']) {
      expect(() => parseAmount(bad)).toThrow(AmountError);
    }
  });

  it('round-trips through toDecimalString', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        const amount = asAmountMinor(minor);
        expect(parseAmount(toDecimalString(amount))).toBe(amount);
      }),
    );
  });
});

describe('scaleAmount', () => {
  it('rounds down in integers', () => {
    expect(scaleAmount(asAmountMinor(1001), 1, 3)).toBe(333);
    expect(scaleAmount(asAmountMinor(250), 15, 10)).toBe(375);
  });
});

describe('formatAmount', () => {
  const minor = (value: number) => asAmountMinor(value);

  it('header: SC with 2 decimals, GC with none', () => {
    expect(formatAmount(minor(123456), { coin: 'SC', style: 'header' })).toBe('1,234.56');
    expect(formatAmount(minor(123456), { coin: 'GC', style: 'header' })).toBe('1,234');
  });

  it('coins: GC under 100000 up to 2 decimals trimmed, whole above', () => {
    expect(formatAmount(minor(150), { coin: 'GC', style: 'coins' })).toBe('1.5');
    expect(formatAmount(minor(100), { coin: 'GC', style: 'coins' })).toBe('1');
    expect(formatAmount(minor(10_000_050), { coin: 'GC', style: 'coins' })).toBe('100,000');
  });

  it('coins: SC as an integer when whole, else 2 decimals', () => {
    expect(formatAmount(minor(500), { coin: 'SC', style: 'coins' })).toBe('5');
    expect(formatAmount(minor(510), { coin: 'SC', style: 'coins' })).toBe('5.10');
  });

  it('compact: K at or above 1000', () => {
    expect(formatAmount(minor(99_900), { coin: 'GC', style: 'compact' })).toBe('999');
    expect(formatAmount(minor(100_000), { coin: 'GC', style: 'compact' })).toBe('1K');
    expect(formatAmount(minor(155_000), { coin: 'SC', style: 'compact' })).toBe('1.5K');
  });

  it('uses German number formats for en-DE', () => {
    expect(formatAmount(minor(123456), { coin: 'SC', style: 'header', locale: 'en-DE' })).toBe(
      '1.234,56',
    );
  });

  it('writes what Intl.NumberFormat writes, for every style, coin and locale', () => {
    // The oracle: the amount truncated as the style shows it, formatted by Intl.
    const intl = (amount: number, coin: 'GC' | 'SC', style: TAmountStyle, locale: TLocale) => {
      if (style === 'compact' && Math.abs(amount) >= COMPACT_FROM_MINOR) {
        const tenths = Math.trunc(amount / 10_000) / 10;
        return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(tenths)}K`;
      }
      const whole: [number, number] = [0, 0];
      const cents: [number, number] = [2, 2];
      const trimmed: [number, number] = [0, 2];
      const [minimum, maximum] =
        style === 'coins'
          ? coin === 'SC'
            ? amount % 100 === 0
              ? whole
              : cents
            : Math.abs(amount) < GC_TRIM_LIMIT_MINOR
              ? trimmed
              : whole
          : style === 'compact'
            ? trimmed
            : coin === 'SC'
              ? cents
              : whole;
      const step = 10 ** (2 - maximum);
      const shown = (Math.trunc(amount / step) * step) / 100;
      return new Intl.NumberFormat(locale, {
        minimumFractionDigits: minimum,
        maximumFractionDigits: maximum,
      }).format(shown === 0 ? 0 : shown);
    };
    const edges = [0, 1, 9, 10, 99, 100, 101, 150, 999, 1_000, 99_999, 100_000, 123_456];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...edges, 10_000_050, -1, -150, -123_456),
          fc.integer({ min: -1e13, max: 1e13 }),
        ),
        (amount) => {
          for (const coin of ['GC', 'SC'] as const) {
            for (const style of ['header', 'coins', 'jackpot', 'compact'] as const) {
              for (const locale of ['en-US', 'en-DE'] as const) {
                expect(formatAmount(minor(amount), { coin, style, locale })).toBe(
                  intl(amount, coin, style, locale),
                );
              }
            }
          }
        },
      ),
      { seed: 20261127, numRuns: 500 },
    );
  });

  it('caps counters and spots long jackpots', () => {
    expect(formatCappedCount(100)).toBe('99+');
    expect(formatCappedCount(42)).toBe('42');
    expect(isLongJackpot(minor(1_000_000_000))).toBe(true);
    expect(isLongJackpot(minor(999_999_999))).toBe(false);
  });
});

describe('formatPrice', () => {
  it('shows store prices in dollars and cents', () => {
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(19_999)).toBe('$199.99');
  });
});
