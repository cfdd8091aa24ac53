import {
  listAdminPurchaseReversalsContract,
  openOrderContract,
  proceedPaymentContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TPaymentsService } from '#src/modules/payments/payments.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Each call reaches the card processor: keep them few per player. */
const PAYMENT_CALLS_PER_MINUTE = 20;

export function paymentsRoutes(app: FastifyInstance, payments: TPaymentsService): void {
  route(app, openOrderContract, {
    access: 'player',
    rateLimitPerMinute: PAYMENT_CALLS_PER_MINUTE,
    successStatus: 201,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: {
          openOrder: await payments.openOrder(userId, body.packageId),
          clientIP: request.ip,
        },
      };
    },
  });

  route(app, proceedPaymentContract, {
    access: 'player',
    rateLimitPerMinute: PAYMENT_CALLS_PER_MINUTE,
    // The order's reference is the purchase's natural key: one payment per order.
    idempotency: {
      naturalKey: (request) =>
        (request.body as { merchantRefNum?: unknown } | undefined)?.merchantRefNum?.toString() ??
        null,
    },
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      const details = await payments.proceedPayment({
        userId,
        packageId: body.packageId,
        merchantRefNum: body.merchantRefNum,
        paymentHandleToken: body.paymentHandleToken,
        customerIp: request.ip,
        saveCard: body.saveCard,
      });
      return { data: { success: true as const, details } };
    },
  });

  route(app, listAdminPurchaseReversalsContract, {
    access: 'admin:ledger.read',
    handler: async ({ query }) => ({ data: await payments.listReversals(query) }),
  });
}
