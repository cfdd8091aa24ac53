import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TSandboxContext } from '#src/context';
import { optionalBody, ZAmountMinor, ZIdParams } from '#src/lib/schemas';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import {
  presentPayment,
  type TCardPaymentService,
  type TCardProvider,
} from '#src/providers/card/card-payments.service';

export const ZResolveBody = z.strictObject({ status: z.enum(['COMPLETED', 'FAILED']) });
export const ZRefundBody = z.strictObject({ amount: ZAmountMinor.optional() });
/** Card-network dispute reason, e.g. Visa 10.4 (fraud, card absent). */
export const ZChargebackBody = z.strictObject({
  reasonCode: z.string().trim().min(1).max(16).default('10.4'),
});

/**
 * What the provider does on its own (sandbox operator, merchant key): end a pending payment,
 * refund one, or receive a chargeback on one. Each sends its webhook.
 */
export function registerPaymentOperatorRoutes(
  scope: FastifyInstance,
  context: TSandboxContext,
  payments: TCardPaymentService,
  provider: TCardProvider,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const authenticate = requireKey(context, 'secret');

  app.post(
    '/_sandbox/payments/:id/resolve',
    { onRequest: authenticate, schema: { params: ZIdParams, body: ZResolveBody } },
    async (request) =>
      presentPayment(
        await payments.resolve(
          merchantOf(request),
          provider,
          request.params.id,
          request.body.status,
        ),
      ),
  );

  app.post(
    '/_sandbox/payments/:id/refund',
    { onRequest: authenticate, schema: { params: ZIdParams, body: optionalBody(ZRefundBody) } },
    async (request) =>
      presentPayment(
        await payments.refund(
          merchantOf(request),
          provider,
          request.params.id,
          request.body.amount,
        ),
      ),
  );

  app.post(
    '/_sandbox/payments/:id/chargeback',
    { onRequest: authenticate, schema: { params: ZIdParams, body: optionalBody(ZChargebackBody) } },
    async (request) =>
      presentPayment(
        await payments.chargeback(
          merchantOf(request),
          provider,
          request.params.id,
          request.body.reasonCode,
        ),
      ),
  );
}
