import type { TErrorDomain } from '#src/errors/status';

/** The free mail-in entry (decision 123): a request that cannot be credited moves nothing. */
export const AMOE_ERRORS = {
  AmoeCodeNotFoundError: 404,
  AmoeEnvelopeAlreadyRecordedError: 409,
  AmoePeriodLimitReachedError: 409,
} as const satisfies TErrorDomain;
