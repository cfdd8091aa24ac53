/**
 * The one error type the sandbox throws. The error handler answers it as
 * `{"error":{"name","message","code"?,"details"?}}`: `name` reads like our own API's errors and
 * `code` is the provider-style numeric code a live provider would send (see README, "Errors").
 */
export class SandboxError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly details: unknown;

  constructor(
    name: string,
    message: string,
    statusCode = 400,
    options: { code?: string; details?: unknown } = {},
  ) {
    super(message);
    this.name = name;
    this.statusCode = statusCode;
    this.code = options.code;
    this.details = options.details;
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new SandboxError('BadRequestError', message, 400, { details });
export const notFound = (message: string) => new SandboxError('NotFoundError', message, 404);
export const conflict = (message: string, details?: unknown) =>
  new SandboxError('ConflictError', message, 409, { details });
