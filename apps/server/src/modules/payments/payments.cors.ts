import {
  bankPurchaseContract,
  deleteSavedCardContract,
  getSavedCardsContract,
  openOrderContract,
  proceedPaymentContract,
  purchaseApplePayContract,
  skrillPurchaseContract,
  verifyMerchantApplePayContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

/** The calls the payments frame makes from its own origin, with the player's ID token. */
const FRAME_CALLS = [
  openOrderContract,
  proceedPaymentContract,
  getSavedCardsContract,
  deleteSavedCardContract,
  bankPurchaseContract,
  skrillPurchaseContract,
  verifyMerchantApplePayContract,
  purchaseApplePayContract,
];

/**
 * Cross-origin access for the payments frame only (decision 170): its origin, no cookies (the
 * frame sends a Bearer ID token), the two calls it makes. Every other origin gets no CORS
 * headers, so browsers refuse it the answers. Each path allows the methods its calls use.
 */
export function paymentsFrameCors(app: FastifyInstance, paymentsOrigin: string): void {
  const methodsByPath = new Map<string, string[]>();
  for (const contract of FRAME_CALLS) {
    methodsByPath.set(contract.path, [
      ...(methodsByPath.get(contract.path) ?? []),
      contract.method,
    ]);
  }
  const paths = new Set(methodsByPath.keys());
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
        .header('access-control-allow-methods', (methodsByPath.get(path) ?? []).join(', '))
        .header('access-control-allow-headers', 'authorization, content-type, idempotency-key')
        .header('access-control-max-age', '600')
        .send();
    });
  }
}
