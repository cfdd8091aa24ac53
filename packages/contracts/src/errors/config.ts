import type { TErrorDomain } from '#src/errors/status';

/** Operator configuration. */
export const CONFIG_ERRORS = {
  /** A config the server reads is missing or of the wrong kind: our fault, not the caller's. */
  ConfigMissingError: 500,
} as const satisfies TErrorDomain;
