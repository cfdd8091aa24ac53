import { PROFILE_MESSAGES } from '@casino/contracts';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { AppError } from '#src/lib/errors';

/**
 * A number as the player typed it, read in `countryCode` when it is national, checked against
 * that country's numbering plan and written as E.164, the one form stored and compared. The
 * player's web client checks with the same library and metadata (`min`), so both agree.
 * Raises: ValidationError 'Please enter a valid phone number'.
 */
export function toE164(phone: string, countryCode?: string): string {
  const parsed = parsePhoneNumberFromString(phone, {
    ...(countryCode ? { defaultCountry: countryCode as CountryCode } : {}),
    extract: false,
  });
  if (!parsed?.isValid()) {
    throw new AppError('ValidationError', PROFILE_MESSAGES.phoneInvalid);
  }
  return parsed.number;
}
