import { MINOR_UNITS_PER_COIN, type TAmountMinor, type TCoinType } from '#src/amount';

export type TLocale = 'en-US' | 'en-DE';
export const DEFAULT_LOCALE: TLocale = 'en-US';

/**
 * Display styles named after the spec's rules:
 * - header: SC with 2 decimals, GC with 0 (the balance panel).
 * - coins: GC under 100000 shows up to 2 decimals, trimmed; at or above, whole. SC as an
 *   integer when whole, otherwise 2 decimals.
 * - jackpot: GC 0 decimals, SC 2.
 * - compact: amounts at or above 1000 as K (gift tooltips).
 */
export type TAmountStyle = 'header' | 'coins' | 'jackpot' | 'compact';

export interface TFormatOptions {
  coin: TCoinType;
  style: TAmountStyle;
  locale?: TLocale;
}

/** How each locale writes a number: en-DE is English with German number formats. */
const SEPARATORS: Record<TLocale, { group: string; decimal: string }> = {
  'en-US': { group: ',', decimal: '.' },
  'en-DE': { group: '.', decimal: ',' },
};

/**
 * `units`, an integer count of 10^-`scale`, with `minimum` to `maximum` decimals (trailing
 * zeros trimmed down to `minimum`; the caller has truncated to `maximum` already) and thousands
 * grouped as the locale writes them: what Intl.NumberFormat writes for these two locales, in
 * integers. Intl's first number format loads ICU's number data, 40–75 ms of a browser's main
 * thread at the moment the header first shows a balance.
 */
function formatUnits(
  units: number,
  scale: number,
  minimum: number,
  maximum: number,
  locale: TLocale,
): string {
  const { group, decimal } = SEPARATORS[locale];
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale).replace(/\B(?=(\d{3})+$)/g, group);
  let fraction = digits.slice(digits.length - scale, digits.length - scale + maximum);
  while (fraction.length > minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${units < 0 ? '-' : ''}${whole}${fraction === '' ? '' : `${decimal}${fraction}`}`;
}

/** Rounds toward zero to a number of decimals, in integers, before any float appears. */
function truncateMinor(amount: TAmountMinor, decimals: 0 | 1 | 2): number {
  const step = 10 ** (2 - decimals);
  return Math.trunc(amount / step) * step;
}

export const GC_TRIM_LIMIT_MINOR = 100_000 * MINOR_UNITS_PER_COIN;
export const COMPACT_FROM_MINOR = 1_000 * MINOR_UNITS_PER_COIN;

function decimalsFor(amount: TAmountMinor, coin: TCoinType, style: TAmountStyle): [number, number] {
  switch (style) {
    case 'header':
    case 'jackpot':
      return coin === 'SC' ? [2, 2] : [0, 0];
    case 'coins':
      if (coin === 'SC') return amount % MINOR_UNITS_PER_COIN === 0 ? [0, 0] : [2, 2];
      return Math.abs(amount) < GC_TRIM_LIMIT_MINOR ? [0, 2] : [0, 0];
    case 'compact':
      return [0, 2];
  }
}

export function formatAmount(amount: TAmountMinor, options: TFormatOptions): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  if (options.style === 'compact' && Math.abs(amount) >= COMPACT_FROM_MINOR) {
    // Tenths of a thousand coins, rounded toward zero.
    return `${formatUnits(Math.trunc(amount / 10_000), 1, 0, 1, locale)}K`;
  }
  const [minimum, maximum] = decimalsFor(amount, options.coin, options.style);
  const shown = truncateMinor(amount, maximum as 0 | 1 | 2);
  return formatUnits(shown, 2, minimum, maximum, locale);
}

/** The spec's coin label: GC is shown as CC. */
export function coinLabel(coin: TCoinType): 'CC' | 'SC' {
  return coin === 'GC' ? 'CC' : 'SC';
}

/** Counters such as metagame balances are capped at '99+'. */
export function formatCappedCount(count: number, cap = 99): string {
  return count > cap ? `${cap}+` : String(count);
}

/** Jackpot amounts with more than 7 integer digits use the small style. */
export function isLongJackpot(amount: TAmountMinor): boolean {
  return Math.abs(Math.trunc(amount / MINOR_UNITS_PER_COIN)) >= 10_000_000;
}

/** A price in minor units of a real currency (store prices are USD cents), e.g. "$9.99". */
export function formatPrice(
  amountMinor: number,
  currencyCode = 'USD',
  locale: TLocale = DEFAULT_LOCALE,
) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(
    amountMinor / MINOR_UNITS_PER_COIN,
  );
}
