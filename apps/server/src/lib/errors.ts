import type { TCommonErrorName } from '@casino/contracts';

/**
 * The one error type services throw. `name` is a name from the spec's error catalogues (or a
 * common one); the error handler turns it into `{"error":{"name","message","details"}}`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: unknown;

  constructor(name: string, message: string, statusCode = 400, details?: unknown) {
    super(message);
    this.name = name;
    this.statusCode = statusCode;
    this.details = details;
  }
}

function common(name: TCommonErrorName, statusCode: number) {
  return (message: string, details?: unknown) => new AppError(name, message, statusCode, details);
}

export const badRequest = common('BadRequestError', 400);
export const unauthorized = common('UnauthorizedError', 401);
export const forbidden = common('ForbiddenError', 403);
export const notFound = common('NotFoundError', 404);
export const conflict = common('ConflictError', 409);
