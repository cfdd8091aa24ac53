import type { TErrorDomain } from '#src/errors/status';

/** Profile fields and phone verification. */
export const PROFILE_ERRORS = {
  UnderAgeError: 400,
  PhoneNumberInUseError: 409,
  PhoneVerificationNotStartedError: 400,
  PhoneCodeExpiredError: 400,
  InvalidPhoneCodeError: 400,
} as const satisfies TErrorDomain;
