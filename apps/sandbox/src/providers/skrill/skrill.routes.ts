import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { merchantById, type TSandboxContext } from '#src/context';
import { optionalBody } from '#src/lib/schemas';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import { ZChargebackBody, ZRefundBody } from '#src/providers/card/payment-operator.routes';
import { presentSkrillSession } from '#src/providers/skrill/skrill.model';
import { sendSkrillPage, skrillReturnUrl } from '#src/providers/skrill/skrill.page';
import {
  ZCreateSkrillSessionBody,
  ZSessionParams,
  ZSkrillPageForm,
  ZSkrillPageQuery,
  ZSkrillResolveBody,
} from '#src/providers/skrill/skrill.schemas';
import type { TSkrillService } from '#src/providers/skrill/skrill.service';
import { registerEventRoutes } from '#src/webhooks/webhook.routes';

/** `/skrill`: hosted payment sessions, the payer's wallet page and operator actions. */
export function skrillRoutes(context: TSandboxContext, skrill: TSkrillService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const secret = requireKey(context, 'secret');
    const present = (session: Parameters<typeof presentSkrillSession>[0]) =>
      presentSkrillSession(session, context.publicUrl);

    app.post(
      '/v1/sessions',
      { onRequest: secret, schema: { body: ZCreateSkrillSessionBody } },
      async (request, reply) => {
        const { session, isNew } = await skrill.create(merchantOf(request), request.body);
        return reply.code(isNew ? 201 : 200).send(present(session));
      },
    );

    app.get(
      '/v1/sessions/:sessionId',
      { onRequest: secret, schema: { params: ZSessionParams } },
      async (request) => present(await skrill.get(merchantOf(request), request.params.sessionId)),
    );

    app.post(
      '/v1/sessions/:sessionId/cancel',
      { onRequest: secret, schema: { params: ZSessionParams } },
      async (request) =>
        present(await skrill.cancel(merchantOf(request), request.params.sessionId)),
    );

    app.get(
      '/pay',
      { config: { isPage: true }, schema: { querystring: ZSkrillPageQuery } },
      async (request, reply) => {
        const session = await skrill.forPage(request.query.sid);
        return sendSkrillPage(reply, merchantById(context, session.merchantId), session);
      },
    );

    app.post(
      '/pay',
      { config: { isPage: true }, schema: { body: ZSkrillPageForm } },
      async (request, reply) => {
        const session = await skrill.forPage(request.body.sid);
        const ended = await skrill.choose(session, request.body);
        return reply.redirect(skrillReturnUrl(ended), 303);
      },
    );

    app.post(
      '/_sandbox/sessions/:sessionId/resolve',
      { onRequest: secret, schema: { params: ZSessionParams, body: ZSkrillResolveBody } },
      async (request) =>
        present(
          await skrill.resolve(merchantOf(request), request.params.sessionId, request.body.status),
        ),
    );

    app.post(
      '/_sandbox/sessions/:sessionId/refund',
      { onRequest: secret, schema: { params: ZSessionParams, body: optionalBody(ZRefundBody) } },
      async (request) =>
        present(
          await skrill.refund(merchantOf(request), request.params.sessionId, request.body.amount),
        ),
    );

    app.post(
      '/_sandbox/sessions/:sessionId/chargeback',
      {
        onRequest: secret,
        schema: { params: ZSessionParams, body: optionalBody(ZChargebackBody) },
      },
      async (request) =>
        present(
          await skrill.chargeback(
            merchantOf(request),
            request.params.sessionId,
            request.body.reasonCode,
          ),
        ),
    );

    registerEventRoutes(scope, context, 'skrill');
  };
}
