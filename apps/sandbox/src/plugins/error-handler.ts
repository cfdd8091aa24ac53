import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { html } from '#src/lib/html';
import { SandboxError } from '#src/lib/errors';
import { sendPage } from '#src/pages/layout';

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
};

interface TFailure {
  statusCode: number;
  name: string;
  message: string;
  code?: string;
  details?: unknown;
}

function describe(error: FastifyError | SandboxError): TFailure | undefined {
  if (error instanceof SandboxError) {
    return {
      statusCode: error.statusCode,
      name: error.name,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.details === undefined ? {} : { details: error.details }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath || `/${error.validationContext ?? ''}`,
      message: issue.message,
    }));
    const first = issues[0];
    return {
      statusCode: 400,
      name: 'ValidationError',
      message: first ? `${first.path}: ${first.message}` : 'Invalid request',
      details: { issues },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      name: NAMES_BY_STATUS[status] ?? 'BadRequestError',
      message: error.message,
    };
  }
  return undefined;
}

function sendFailurePage(reply: FastifyReply, failure: TFailure): FastifyReply {
  return sendPage(reply, {
    title: 'Something went wrong',
    provider: 'Provider sandbox',
    frameAncestors: ['*'],
    statusCode: failure.statusCode,
    body: html`<div class="card">
      <h1>This page cannot continue</h1>
      <p class="notice error" role="alert">${failure.message}</p>
      <p class="muted">Return to the merchant and start again.</p>
    </div>`,
  });
}

/**
 * Every failure becomes `{"error":{"name","message","code"?,"details"?}}` with a 4xx for the
 * caller's mistakes; a hosted page answers the same failure as a readable page. Only our own
 * faults are 500, logged, with nothing internal shown.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | SandboxError, request, reply) => {
    const failure = describe(error) ?? {
      statusCode: 500,
      name: 'InternalServerErrorType',
      message: 'A technical error occurred',
    };
    if (failure.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
    if (request.routeOptions.config.isPage) return sendFailurePage(reply, failure);
    const { statusCode, ...envelope } = failure;
    return reply.code(statusCode).send({ error: envelope });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: {
        name: 'NotFoundError',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      },
    }),
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A hosted page: failures are answered as HTML, not JSON. */
    isPage?: boolean;
  }
}
