import type { TClock } from '#src/lib/clock';
import { SandboxError } from '#src/lib/errors';

export type TCardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** Paysafe-style two-letter card type codes. */
export const CARD_TYPES: Record<TCardBrand, string> = {
  visa: 'VI',
  mastercard: 'MC',
  amex: 'AM',
  discover: 'DI',
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let shouldDouble = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (shouldDouble) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    shouldDouble = !shouldDouble;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): TCardBrand | undefined {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  const twoDigits = Number(digits.slice(0, 2));
  const fourDigits = Number(digits.slice(0, 4));
  if (
    digits.length === 16 &&
    ((twoDigits >= 51 && twoDigits <= 55) || (fourDigits >= 2221 && fourDigits <= 2720))
  ) {
    return 'mastercard';
  }
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  if (/^(6011|65\d{2}|64[4-9]\d)\d{12,15}$/.test(digits)) return 'discover';
  return undefined;
}

export interface TCardInput {
  cardNum: string;
  cardExpiry: { month: number; year: number };
  cvv?: string | undefined;
  holderName: string;
}

export interface TFieldError {
  field: string;
  error: string;
}

/**
 * Checks a card the way a processor does before it tokenises: the number's brand and Luhn
 * digit, an expiry that has not passed (a card is valid to the end of its month), and a CVV of
 * the brand's length. Answers the brand; throws CardValidationError (5068) listing each field.
 */
export function validateCard(card: TCardInput, clock: TClock): TCardBrand {
  const errors: TFieldError[] = [];
  const brand = brandOf(card.cardNum);
  if (!brand) errors.push({ field: 'card.cardNum', error: 'Unsupported or malformed card number' });
  else if (!passesLuhn(card.cardNum)) {
    errors.push({ field: 'card.cardNum', error: 'Card number fails its check digit' });
  }
  const now = clock.now();
  const { month, year } = card.cardExpiry;
  const endOfExpiryMonth = Date.UTC(year, month, 1);
  if (endOfExpiryMonth <= now.getTime()) {
    errors.push({ field: 'card.cardExpiry', error: 'The card has expired' });
  } else if (year > now.getUTCFullYear() + 20) {
    errors.push({ field: 'card.cardExpiry.year', error: 'Expiry year is too far ahead' });
  }
  const cvvError = brand && card.cvv !== undefined ? cvvProblem(brand, card.cvv) : undefined;
  if (cvvError) errors.push({ field: 'card.cvv', error: cvvError });
  if (errors.length > 0 || !brand) throw cardValidationError(errors);
  return brand;
}

function cvvProblem(brand: TCardBrand, cvv: string): string | undefined {
  const length = brand === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${length}}$`).test(cvv) ? undefined : `CVV must be ${length} digits`;
}

/** The CVV given again for a saved card (the spec's CVV-only dialog). */
export function validateCvv(brand: TCardBrand, cvv: string): void {
  const problem = cvvProblem(brand, cvv);
  if (problem) throw cardValidationError([{ field: 'cvv', error: problem }]);
}

function cardValidationError(errors: TFieldError[]): SandboxError {
  return new SandboxError('CardValidationError', errors.map((item) => item.error).join('; '), 400, {
    code: '5068',
    details: { fieldErrors: errors },
  });
}
