import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TSandboxContext } from '#src/context';
import { ZIdParams } from '#src/lib/schemas';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import { ZCreatePayoutBody, ZPayoutResolveBody } from '#src/providers/payouts/payouts.schemas';
import type { TPayoutService } from '#src/providers/payouts/payouts.service';
import { registerEventRoutes } from '#src/webhooks/webhook.routes';

/** `/payouts`: redemption payouts by card, bank, Skrill, Interac or the generic payouts method. */
export function payoutRoutes(context: TSandboxContext, payouts: TPayoutService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const secret = requireKey(context, 'secret');

    app.post(
      '/v1/payouts',
      { onRequest: secret, schema: { body: ZCreatePayoutBody } },
      async (request, reply) => {
        const { payout, isNew } = await payouts.create(merchantOf(request), request.body);
        return reply.code(isNew ? 201 : 200).send(payouts.present(payout));
      },
    );

    app.get(
      '/v1/payouts/:id',
      { onRequest: secret, schema: { params: ZIdParams } },
      async (request) => payouts.present(await payouts.get(merchantOf(request), request.params.id)),
    );

    app.post(
      '/_sandbox/payouts/:id/resolve',
      { onRequest: secret, schema: { params: ZIdParams, body: ZPayoutResolveBody } },
      async (request) =>
        payouts.present(
          await payouts.resolve(
            merchantOf(request),
            request.params.id,
            request.body.status,
            request.body.reason,
          ),
        ),
    );

    registerEventRoutes(scope, context, 'payouts');
  };
}
