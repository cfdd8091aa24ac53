import { ERROR_STATUS, type TErrorEnvelope, type TErrorName } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { databaseFailureOf } from '#src/db/database-failure';
import { AppError } from '#src/lib/errors';

/** The names of the framework's own 4xx refusals; any other 4xx answers as a BadRequestError. */
const FRAMEWORK_NAMES_BY_STATUS: Partial<Record<number, TErrorName>> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  406: 'NotAcceptableError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  414: 'UriTooLongError',
  415: 'UnsupportedMediaTypeError',
  429: 'TooManyRequestsError',
};

function envelope(name: TErrorName, message: string, details?: unknown): TErrorEnvelope {
  return { error: { name, message, ...(details === undefined ? {} : { details }) } };
}

/** Every error answer's status is its name's status in contracts. */
function sendError(reply: FastifyReply, name: TErrorName, message: string, details?: unknown) {
  return reply.code(ERROR_STATUS[name]).send(envelope(name, message, details));
}

function frameworkName(status: number): TErrorName {
  return FRAMEWORK_NAMES_BY_STATUS[status] ?? 'BadRequestError';
}

/**
 * The router's own refusals (a path that is not UTF-8, a parameter past its length limit):
 * Fastify answers them before any plugin runs, so they come here through `frameworkErrors`.
 */
export function replyToFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(reply, frameworkName(error.statusCode ?? 400), error.message);
}

/**
 * Turns every failure into `{"error":{"name","message","details"}}`: the caller's mistakes are
 * 4xx with a clear message, and only our own faults are 500 (logged, with no internals shown).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return sendError(reply, error.name, error.message, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issue.instancePath || `/${error.validationContext ?? ''}`,
          message: issue.message,
        }));
        const first = issues[0];
        const message = first ? `${first.path}: ${first.message}` : 'Invalid request';
        return sendError(reply, 'ValidationError', message, { issues });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
        return sendError(reply, 'InternalServerErrorType', 'A technical error occurred');
      }
      // A write that lost a race, or a database that could not answer in time: the failing
      // statement's transaction rolled back, and the same request may succeed again (writes
      // carry idempotency keys, decision 243).
      const databaseFailure = databaseFailureOf(error);
      if (databaseFailure === 'conflict') {
        request.log.warn({ err: error }, 'database conflict');
        return sendError(
          reply,
          'ConflictError',
          'Another change to the same records came first; try again',
        );
      }
      if (databaseFailure === 'unavailable') {
        request.log.warn({ err: error }, 'database unavailable');
        void reply.header('retry-after', '1');
        return sendError(
          reply,
          'ServiceUnavailableError',
          'The service could not answer in time; try again in a moment',
        );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(reply, frameworkName(status), error.message);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 'InternalServerErrorType', 'A technical error occurred');
    });
  },
  { name: 'error-handler' },
);
