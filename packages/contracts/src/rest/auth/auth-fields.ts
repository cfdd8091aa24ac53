import { z } from 'zod';
import { zText } from '#src/common/text';

/** §9: minimum password length at sign-up. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** §9: email verification resend cooldown. */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;

/** The §5 messages, word for word; the web forms and the server share these schemas. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  inputTooLong: 'Input is too long',
} as const;

export const ZEmail = zText({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.inputTooLong)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** Log-in only needs a password; its length rule applies at sign-up and reset. */
export const ZLoginPassword = zText({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.inputTooLong);

export const ZNewPassword = zText({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.inputTooLong);

/** Server auth status of apiLogin (§4); the web maps it to its auth status. */
export const ZServerAuthStatus = z.enum([
  'notThirdParty',
  'nonFirstLogin',
  'firstLogin',
  'userInactive',
  'userSelfExcluded',
]);
export type TServerAuthStatus = z.infer<typeof ZServerAuthStatus>;
