import { cardWebhookContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TPaymentsService } from '#src/modules/payments/payments.service';

/**
 * `POST /api/webhooks/card`: the signature covers the raw bytes, so this scope reads JSON as
 * a string and the service parses it only after verifying it.
 */
export async function cardWebhookRoutes(
  app: FastifyInstance,
  payments: TPaymentsService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, cardWebhookContract, {
      access: 'public',
      handler: async (_input, request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        await payments.handleCardNotification(rawBody, request.headers);
        return { received: true as const };
      },
    });
  });
}
