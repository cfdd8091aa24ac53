import { bankWebhookContract, skrillWebhookContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TPaymentsService } from '#src/modules/payments/payments.service';

/**
 * `POST /api/webhooks/bank` and `/api/webhooks/skrill`: as the card's, the signature covers the
 * raw bytes, so this scope reads JSON as a string and the service parses it once verified.
 */
export async function redirectWebhookRoutes(
  app: FastifyInstance,
  payments: TPaymentsService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const [method, contract] of [
      ['bank', bankWebhookContract],
      ['skrill', skrillWebhookContract],
    ] as const) {
      route(scope, contract, {
        access: 'public',
        handler: async (_input, request) => {
          const rawBody = typeof request.body === 'string' ? request.body : '';
          await payments.handleRedirectNotification(method, rawBody, request.headers);
          return { received: true as const };
        },
      });
    }
  });
}
