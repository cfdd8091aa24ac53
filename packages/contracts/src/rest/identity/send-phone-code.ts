import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZPhoneCountry, ZPhoneInput } from '#src/rest/profile/profile-fields';

export const PHONE_MESSAGES = {
  inUse: 'Phone number is already in use',
  notStarted: 'Phone verification process has not been started yet.',
  codeInvalid: 'The code you entered is incorrect.',
  codeExpired: 'The code has expired. Please request a new one.',
  tooManyAttempts: 'Too many incorrect codes. Please request a new code.',
  limitReached: 'You have reached the limit of verification codes. Please try again later.',
} as const;

/** §9-style constants of phone verification (decision 044). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 10 * 60;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** The number as typed, and the country a national number is read in (absent: '+' required). */
export const ZSendPhoneCodeBody = z.object({
  phone: ZPhoneInput,
  countryCode: ZPhoneCountry.optional(),
});
export type TSendPhoneCodeBody = z.input<typeof ZSendPhoneCodeBody>;

/**
 * sent: a code went out; alreadyVerified: this number is already the player's verified one
 * (short-circuit, no message); limitReached: the registration limit is exceeded (no message).
 */
export const ZSendPhoneCodeResponse = z.object({
  data: z.object({
    status: z.enum(['sent', 'alreadyVerified', 'limitReached']),
    expiresAt: z.iso.datetime().nullable(),
    codeLength: z.number().int(),
  }),
});
export type TSendPhoneCodeResponse = z.infer<typeof ZSendPhoneCodeResponse>;

export const sendPhoneCodeContract = defineContract({
  method: 'POST',
  path: '/api/user/phone-verification/send',
  summary: 'Starts phone verification: sends a one-time code by SMS (10-minute expiry)',
  body: ZSendPhoneCodeBody,
  response: ZSendPhoneCodeResponse,
});
