import { openOrderContract, proceedPaymentContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

/** The calls the payments frame makes from its own origin, with the player's ID token. */
const FRAME_CALLS = [openOrderContract, proceedPaymentContract];

/**
 * Cross-origin access for the payments frame only (decision 170): its origin, no cookies (the
 * frame sends a Bearer ID token), the two calls it makes. Every other origin gets no CORS
 * headers, so browsers refuse it the answers.
 */
export function paymentsFrameCors(app: FastifyInstance, paymentsOrigin: string): void {
  const paths = new Set<string>(FRAME_CALLS.map((contract) => contract.path));
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin !== paymentsOrigin) return;
    if (!paths.has(request.routeOptions.url ?? '')) return;
    reply.header('access-control-allow-origin', paymentsOrigin);
    reply.header('vary', 'origin');
  });
  for (const path of paths) {
    app.options(path, { config: { access: 'public' } }, async (request, reply) => {
      if (request.headers.origin !== paymentsOrigin) return reply.code(204).send();
      return reply
        .code(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'authorization, content-type, idempotency-key')
        .header('access-control-max-age', '600')
        .send();
    });
  }
}
