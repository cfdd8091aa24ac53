import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TSandboxContext } from '#src/context';
import type { TProviderName } from '#src/options';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import type { TWebhookEvent } from '#src/webhooks/dispatcher';

function presentEvent(event: TWebhookEvent) {
  return {
    id: event.id,
    type: event.type,
    provider: event.provider,
    createdAt: event.createdAt,
    state: event.state,
    attempts: event.attempts,
    payload: JSON.parse(event.body) as unknown,
  };
}

/**
 * Every provider's sandbox controls for its webhooks (merchant key): the events sent, with each
 * delivery attempt, and a duplicate delivery of one of them on demand.
 */
export function registerEventRoutes(
  scope: FastifyInstance,
  context: TSandboxContext,
  provider: TProviderName,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const authenticate = requireKey(context, 'secret');

  app.get('/_sandbox/events', { onRequest: authenticate }, async (request) => {
    const events = await context.webhooks.list(merchantOf(request), provider);
    return { events: events.map(presentEvent) };
  });

  app.get(
    '/_sandbox/events/:eventId',
    {
      onRequest: authenticate,
      schema: { params: z.strictObject({ eventId: z.string().min(1).max(64) }) },
    },
    async (request) =>
      presentEvent(
        await context.webhooks.get(merchantOf(request), provider, request.params.eventId),
      ),
  );

  app.post(
    '/_sandbox/redeliver/:eventId',
    {
      onRequest: authenticate,
      schema: { params: z.strictObject({ eventId: z.string().min(1).max(64) }) },
    },
    async (request, reply) => {
      const event = await context.webhooks.redeliver(
        merchantOf(request),
        provider,
        request.params.eventId,
      );
      return reply.code(202).send(presentEvent(event));
    },
  );
}
