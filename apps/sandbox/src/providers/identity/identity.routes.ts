import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { merchantById, type TSandboxContext } from '#src/context';
import { SandboxError } from '#src/lib/errors';
import { ZIdParams } from '#src/lib/schemas';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import {
  ZAccessTokenBody,
  ZCreateApplicantBody,
  ZDocumentFields,
  ZReviewChoice,
  ZSubmitBody,
  ZVerifyPageQuery,
} from '#src/providers/identity/identity.schemas';
import { sendIdentityPage } from '#src/providers/identity/identity.page';
import type { TIdentityService } from '#src/providers/identity/identity.service';
import { registerEventRoutes } from '#src/webhooks/webhook.routes';

function bearerOf(request: FastifyRequest): string | undefined {
  const [scheme, value] = (request.headers.authorization ?? '').split(/\s+/, 2);
  return scheme?.toLowerCase() === 'bearer' ? value : undefined;
}

/** Reads the one file and its fields from a multipart upload, refusing more than the limit. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new SandboxError(
      'UnsupportedMediaTypeError',
      'Send the document as multipart/form-data',
      415,
    );
  }
  const fields: Record<string, string> = {};
  let file: { fileName: string; declaredType: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file)
          throw new SandboxError('BadRequestError', 'Send one file, in the field "file"', 400);
        file = {
          fileName: part.filename,
          declaredType: part.mimetype,
          content: await part.toBuffer(),
        };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof SandboxError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new SandboxError(
        'FileTooLargeError',
        `The file is larger than ${request.server.sandbox.options.uploadMaxBytes} bytes`,
        413,
      );
    }
    throw new SandboxError('BadRequestError', `Malformed upload: ${(error as Error).message}`, 400);
  }
  if (!file)
    throw new SandboxError('BadRequestError', 'Send the document in the field "file"', 400);
  const parsed = ZDocumentFields.safeParse(fields);
  if (!parsed.success) {
    throw new SandboxError(
      'ValidationError',
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      400,
    );
  }
  return { fields: parsed.data, file };
}

/** `/identity`: applicants and access tokens (merchant), the hosted page and its SDK calls. */
export function identityRoutes(context: TSandboxContext, identity: TIdentityService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const secret = requireKey(context, 'secret');
    const applicantOf = (request: FastifyRequest) => identity.byAccessToken(bearerOf(request));

    app.post(
      '/v1/applicants',
      { onRequest: secret, schema: { body: ZCreateApplicantBody } },
      async (request, reply) => {
        const { applicant, isNew } = await identity.findOrCreate(merchantOf(request), request.body);
        return reply.code(isNew ? 201 : 200).send(identity.present(applicant));
      },
    );

    app.get(
      '/v1/applicants/:id',
      { onRequest: secret, schema: { params: ZIdParams } },
      async (request) =>
        identity.present(await identity.get(merchantOf(request), request.params.id)),
    );

    app.post(
      '/v1/access-tokens',
      { onRequest: secret, schema: { body: ZAccessTokenBody } },
      async (request, reply) =>
        reply.code(201).send(await identity.createAccessToken(merchantOf(request), request.body)),
    );

    app.get(
      '/verify',
      { config: { isPage: true }, schema: { querystring: ZVerifyPageQuery } },
      async (request, reply) => {
        const applicant = await identity.byAccessToken(request.query.accessToken);
        const merchant = merchantById(context, applicant.merchantId);
        const parentOrigin =
          request.query.parentOrigin && new URL(request.query.parentOrigin).origin;
        if (parentOrigin && !merchant.allowedOrigins.includes(parentOrigin)) {
          throw new SandboxError(
            'ForbiddenError',
            `parentOrigin ${parentOrigin} is not allowed for this merchant`,
            403,
          );
        }
        return sendIdentityPage(reply, {
          merchant,
          applicant,
          accessToken: request.query.accessToken,
          ...(parentOrigin ? { parentOrigin } : {}),
          maxBytes: context.options.uploadMaxBytes,
        });
      },
    );

    app.get('/sdk/v1/applicant', async (request) => identity.present(await applicantOf(request)));

    app.post('/sdk/v1/documents', async (request, reply) => {
      const applicant = await applicantOf(request);
      const { fields, file } = await readUpload(request);
      return reply
        .code(201)
        .send(identity.present(await identity.addDocument(applicant, fields, file)));
    });

    app.post('/sdk/v1/submit', { schema: { body: ZSubmitBody } }, async (request, reply) => {
      const applicant = await applicantOf(request);
      return reply
        .code(202)
        .send(identity.present(await identity.submit(applicant, request.body.sandboxReview)));
    });

    app.post('/sdk/v1/retry', async (request) =>
      identity.present(await identity.restartIfRetry(await applicantOf(request))),
    );

    app.post(
      '/_sandbox/applicants/:id/review',
      { onRequest: secret, schema: { params: ZIdParams, body: ZReviewChoice } },
      async (request) =>
        identity.present(
          await identity.review(merchantOf(request), request.params.id, request.body),
        ),
    );

    registerEventRoutes(scope, context, 'identity');
  };
}
