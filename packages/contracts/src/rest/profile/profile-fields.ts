import { zText } from '#src/common/text';

/** §5 generic and date messages, word for word ({field}, {max}, {legalAge} are filled in). */
export const PROFILE_MESSAGES = {
  fieldInvalid: '{field} is invalid',
  fieldRequired: '{field} is required',
  tooLong: 'must be {max} characters or less',
  dateInFuture: 'Date of birth cannot be in the future',
  underAge: 'You must be at least {legalAge} years old',
  dateFormatUs: 'Date of birth must be in the format MM/DD/YYYY',
  dateFormatDe: 'Date of birth must be in the format DD/MM/YYYY',
  countryRequired: 'Please select your country',
  phoneInvalid: 'Please enter a valid phone number',
  phoneRequired: 'Phone is required',
} as const;

export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    values[key] === undefined ? whole : String(values[key]),
  );
}

/** The titles of the address form (personal details). */
export const PROFILE_TITLES = ['Mr.', 'Ms.', 'Other'] as const;
export type TProfileTitle = (typeof PROFILE_TITLES)[number];

export const MAX_NAME_LENGTH = 50;
export const MAX_ADDRESS_LENGTH = 100;

function text(field: string, max: number) {
  return zText()
    .trim()
    .min(1, fillMessage(PROFILE_MESSAGES.fieldRequired, { field }))
    .max(max, fillMessage(PROFILE_MESSAGES.tooLong, { max }));
}

/** Whole years between an ISO date of birth and today (UTC calendar). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** ISO calendar date YYYY-MM-DD that exists (no 31 February). */
export const ZIsoDate = zText()
  .regex(
    /^\d{4}-\d{2}-\d{2}$/,
    fillMessage(PROFILE_MESSAGES.fieldInvalid, { field: 'Date of birth' }),
  )
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    fillMessage(PROFILE_MESSAGES.fieldInvalid, { field: 'Date of birth' }),
  );

export const ZProfileFirstName = text('First name', MAX_NAME_LENGTH);
export const ZProfileLastName = text('Last name', MAX_NAME_LENGTH);
export const ZProfileCity = text('City', MAX_ADDRESS_LENGTH);
export const ZProfileAddress = text('Address', MAX_ADDRESS_LENGTH);
export const ZProfileZipCode = zText()
  .trim()
  .min(1, fillMessage(PROFILE_MESSAGES.fieldRequired, { field: 'Zip code' }))
  .max(10, fillMessage(PROFILE_MESSAGES.tooLong, { max: 10 }))
  .regex(/^[A-Za-z0-9 -]+$/, fillMessage(PROFILE_MESSAGES.fieldInvalid, { field: 'Zip code' }));

/**
 * A phone number as the player typed it: national ('(201) 555-0199', read in the chosen
 * country) or international ('+1 201 555 0199'). The server is the judge: it validates it with
 * the country's numbering plan and stores E.164 (decision 112).
 */
export const ZPhoneInput = zText({ error: PROFILE_MESSAGES.phoneRequired })
  .trim()
  .min(1, PROFILE_MESSAGES.phoneRequired)
  .max(32, PROFILE_MESSAGES.phoneInvalid);

/** ISO 3166-1 alpha-2 country a national phone number is read in. */
export const ZPhoneCountry = zText()
  .trim()
  .regex(/^[A-Za-z]{2}$/, PROFILE_MESSAGES.phoneInvalid)
  .transform((value) => value.toUpperCase());
