/**
 * Money is an integer count of hundredths ("minor units") for both coin types.
 * No float ever holds an amount: parsing and arithmetic stay in integers, and
 * only formatting for display divides by the scale.
 */
declare const minorBrand: unique symbol;
export type TAmountMinor = number & { readonly [minorBrand]: 'AmountMinor' };

export const MINOR_UNITS_PER_COIN = 100;
export const COIN_TYPES = ['GC', 'SC'] as const;
export type TCoinType = (typeof COIN_TYPES)[number];

/** Largest amount we accept anywhere: keeps every sum inside Number.MAX_SAFE_INTEGER. */
export const AMOUNT_MINOR_MAX = 1_000_000_000_000_00;

export class AmountError extends Error {
  override name = 'AmountError';
}

export function asAmountMinor(value: number | bigint): TAmountMinor {
  const numeric = typeof value === 'bigint' ? Number(value) : value;
  if (!Number.isSafeInteger(numeric)) throw new AmountError(`Not an integer amount: ${value}`);
  if (Math.abs(numeric) > AMOUNT_MINOR_MAX) throw new AmountError(`Amount out of range: ${value}`);
  return numeric as TAmountMinor;
}

const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Parses a decimal coin string such as "12", "12.5" or "12.34" into minor units, exactly. */
export function parseAmount(text: string): TAmountMinor {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new AmountError(`Not a coin amount: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * MINOR_UNITS_PER_COIN + Number(fraction.padEnd(2, '0'));
  return asAmountMinor(sign ? -minor : minor);
}

/** Whole coins to minor units. */
export function coins(whole: number): TAmountMinor {
  if (!Number.isSafeInteger(whole)) throw new AmountError(`Not a whole coin count: ${whole}`);
  return asAmountMinor(whole * MINOR_UNITS_PER_COIN);
}

export function addAmounts(...amounts: TAmountMinor[]): TAmountMinor {
  return asAmountMinor(amounts.reduce<number>((sum, amount) => sum + amount, 0));
}

export function subtractAmount(from: TAmountMinor, amount: TAmountMinor): TAmountMinor {
  return asAmountMinor(from - amount);
}

/** Integer scaling by a ratio (numerator/denominator), rounding down: used for multipliers. */
export function scaleAmount(
  amount: TAmountMinor,
  numerator: number,
  denominator: number,
): TAmountMinor {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new AmountError('Scale factors must be safe integers with a positive denominator');
  }
  const product = BigInt(amount) * BigInt(numerator);
  return asAmountMinor(product / BigInt(denominator));
}

/** Minor units back to a decimal string with exactly two decimals ("12.30"). */
export function toDecimalString(amount: TAmountMinor): string {
  const negative = amount < 0;
  const absolute = Math.abs(amount);
  const whole = Math.floor(absolute / MINOR_UNITS_PER_COIN);
  const fraction = String(absolute % MINOR_UNITS_PER_COIN).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
