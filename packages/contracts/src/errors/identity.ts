import type { TErrorDomain } from '#src/errors/status';

/** Sign-up, sign-in, third-party sign-in, password reset and account state. */
export const IDENTITY_ERRORS = {
  InvalidCredentialsError: 401,
  InvalidTicketError: 400,
  InvalidResetTokenError: 400,
  EmailRequiredError: 400,
  AccountConflictError: 409,
  AccountLockedError: 403,
  ExcludedTerritoryError: 403,
  OAuthStateError: 400,
  OAuthCancelledError: 400,
  /** Only in the `authError` redirect parameter: the provider failed the sign-in. */
  OAuthError: 502,
} as const satisfies TErrorDomain;
