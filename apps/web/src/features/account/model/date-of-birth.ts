import { ageOn } from '@casino/contracts/rest/profile/profile-fields';

/** How a locale writes a date of birth (shell spec §5): en-US MM/DD/YYYY, en-DE DD/MM/YYYY. */
export type TDateOrder = 'MDY' | 'DMY';

export function dateOrderOf(language: string): TDateOrder {
  return language.toLowerCase() === 'en-de' ? 'DMY' : 'MDY';
}

export type TDateOfBirthCheck =
  | { ok: true; isoDate: string }
  | { ok: false; reason: 'required' | 'format' | 'future' | 'underAge' };

/**
 * Reads a typed date of birth in the locale's order and checks it as the form must: the
 * format (a real calendar date), not in the future, and at least `legalAge` years old today.
 */
export function checkDateOfBirth(
  typed: string,
  order: TDateOrder,
  legalAge: number,
  today: Date,
): TDateOfBirthCheck {
  const text = typed.trim();
  if (!text) return { ok: false, reason: 'required' };
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return { ok: false, reason: 'format' };
  const [, first = '', second = '', year = ''] = match;
  const [month, day] = order === 'MDY' ? [first, second] : [second, first];
  const isoDate = `${year}-${month}-${day}`;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(isoDate)) {
    return { ok: false, reason: 'format' };
  }
  if (date.getTime() > today.getTime()) return { ok: false, reason: 'future' };
  if (ageOn(isoDate, today) < legalAge) return { ok: false, reason: 'underAge' };
  return { ok: true, isoDate };
}

/** An ISO date shown in the locale's order ('1990-04-12' → '04/12/1990' in en-US). */
export function formatDateOfBirth(isoDate: string | null, order: TDateOrder): string {
  if (!isoDate) return '';
  const [year, month, day] = isoDate.split('-');
  return order === 'MDY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}
