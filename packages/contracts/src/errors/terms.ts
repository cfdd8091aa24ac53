import type { TErrorDomain } from '#src/errors/status';

/** Terms of service (decision 168). */
export const TERMS_ERRORS = {
  TermsOfServiceNotFoundError: 404,
  TermsOfServiceOutdatedError: 409,
  /** A round cannot start until the player accepts the version in force. */
  TermsOfServiceAcceptanceRequiredError: 403,
} as const satisfies TErrorDomain;
