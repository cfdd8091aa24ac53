import type { TCardInput } from '#src/card-processor';
import { COPY } from '#src/copy';

export interface TCardFields {
  cardNum: string;
  expiry: string;
  cvv: string;
  holderName: string;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks what the player typed before anything leaves the frame; the processor checks again.
 * Answers the card or the first problem per field.
 */
export function readCard(
  fields: TCardFields,
  now: Date,
): { card: TCardInput } | { errors: Partial<Record<keyof TCardFields, string>> } {
  const errors: Partial<Record<keyof TCardFields, string>> = {};
  const cardNum = fields.cardNum.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(cardNum) || !passesLuhn(cardNum)) errors.cardNum = COPY.invalidNumber;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) errors.expiry = COPY.invalidExpiry;
  else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = COPY.expired;
  }
  const cvv = fields.cvv.trim();
  if (!/^\d{3,4}$/.test(cvv)) errors.cvv = COPY.invalidCvv;
  const holderName = fields.holderName.trim();
  if (holderName.length < 2) errors.holderName = COPY.invalidName;
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { cardNum, month, year, cvv, holderName } };
}

/** Groups card digits in fours as the player types. */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
