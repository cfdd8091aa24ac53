import { ERROR_STATUS, type TErrorName, type TErrorStatus } from '@casino/contracts';

/**
 * The one error type services throw. `name` is one of the closed set in contracts (errors/) and
 * its status comes from there, so a name cannot answer the wrong status; the error handler turns
 * it into `{"error":{"name","message","details"}}`.
 */
export class AppError extends Error {
  declare readonly name: TErrorName;
  readonly statusCode: TErrorStatus;
  readonly details: unknown;

  constructor(name: TErrorName, message: string, details?: unknown) {
    super(message);
    this.name = name;
    this.statusCode = ERROR_STATUS[name];
    this.details = details;
  }
}

function common(name: TErrorName) {
  return (message: string, details?: unknown) => new AppError(name, message, details);
}

export const badRequest = common('BadRequestError');
export const unauthorized = common('UnauthorizedError');
export const forbidden = common('ForbiddenError');
export const notFound = common('NotFoundError');
export const conflict = common('ConflictError');
