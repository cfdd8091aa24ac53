import type { TErrorDomain } from '#src/errors/status';

/** Writes that move value carry an idempotency key; these are its refusals. */
export const IDEMPOTENCY_ERRORS = {
  IdempotencyKeyRequiredError: 400,
  IdempotencyKeyInvalidError: 400,
  IdempotencyKeyReusedError: 409,
  IdempotencyInProgressError: 409,
} as const satisfies TErrorDomain;
