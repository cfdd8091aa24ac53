import type { TErrorEnvelope } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/errors';

const NAMES_BY_STATUS: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'BadRequestError',
  406: 'BadRequestError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  429: 'TooManyRequestsError',
};

function envelope(name: string, message: string, details?: unknown): TErrorEnvelope {
  return { error: { name, message, ...(details === undefined ? {} : { details }) } };
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
  const status = error.statusCode ?? 400;
  void reply
    .code(status)
    .send(envelope(NAMES_BY_STATUS[status] ?? 'BadRequestError', error.message));
}

/**
 * Turns every failure into `{"error":{"name","message","details"}}`: the caller's mistakes are
 * 4xx with a clear message, and only our own faults are 500 (logged, with no internals shown).
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .code(error.statusCode)
          .send(envelope(error.name, error.message, error.details));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issue.instancePath || `/${error.validationContext ?? ''}`,
          message: issue.message,
        }));
        const first = issues[0];
        const message = first ? `${first.path}: ${first.message}` : 'Invalid request';
        return reply.code(400).send(envelope('ValidationError', message, { issues }));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
        return reply
          .code(500)
          .send(envelope('InternalServerErrorType', 'A technical error occurred'));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply
          .code(status)
          .send(envelope(NAMES_BY_STATUS[status] ?? 'BadRequestError', error.message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .code(500)
        .send(envelope('InternalServerErrorType', 'A technical error occurred'));
    });
  },
  { name: 'error-handler' },
);
