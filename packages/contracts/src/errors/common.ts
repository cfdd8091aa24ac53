import type { TErrorDomain } from '#src/errors/status';

/**
 * Names shared by every endpoint, and the names the error handler gives the framework's own
 * refusals (schema validation, unknown route, body too large, rate limit, unhandled faults, a
 * database that could not answer in time).
 */
export const COMMON_ERRORS = {
  ValidationError: 400,
  BadRequestError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  NotFoundError: 404,
  MethodNotAllowedError: 405,
  NotAcceptableError: 406,
  ConflictError: 409,
  PayloadTooLargeError: 413,
  UriTooLongError: 414,
  UnsupportedMediaTypeError: 415,
  TooManyRequestsError: 429,
  InternalServerErrorType: 500,
  /** The database could not serve the request in time (decision 243). */
  ServiceUnavailableError: 503,
} as const satisfies TErrorDomain;
