import {
  bankPurchaseContract,
  listAdminPurchaseReversalsContract,
  openOrderContract,
  proceedPaymentContract,
  registerTransactionContract,
  skrillPurchaseContract,
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

  route(app, bankPurchaseContract, {
    access: 'player',
    rateLimitPerMinute: PAYMENT_CALLS_PER_MINUTE,
    successStatus: 201,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      const started = await payments.startRedirect({
        userId,
        packageId: body.packageId,
        method: 'bank',
        returnHref: body.links[0].href,
      });
      return {
        data: {
          paymentOption: { redirectUrl: started.redirectUrl },
          transactionId: started.merchantRefNum,
        },
      };
    },
  });

  route(app, skrillPurchaseContract, {
    access: 'player',
    rateLimitPerMinute: PAYMENT_CALLS_PER_MINUTE,
    successStatus: 201,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      const started = await payments.startRedirect({
        userId,
        packageId: body.packageId,
        method: 'skrill',
        returnHref: body.links[0].href,
      });
      return {
        data: {
          sessionId: started.providerOrderId,
          redirectUrl: started.redirectUrl,
          transactionId: started.merchantRefNum,
        },
      };
    },
  });

  route(app, registerTransactionContract, {
    access: 'player',
    rateLimitPerMinute: PAYMENT_CALLS_PER_MINUTE,
    // One registration per order: a repeat answers the first (the credit is once anyway).
    idempotency: {
      naturalKey: (request) =>
        (request.body as { merchantRefNum?: unknown } | undefined)?.merchantRefNum?.toString() ??
        null,
    },
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      const registered = await payments.registerTransaction({
        userId,
        method: body.method,
        merchantRefNum: body.merchantRefNum,
      });
      return { data: { success: true as const, ...registered } };
    },
  });

  route(app, listAdminPurchaseReversalsContract, {
    access: 'admin:ledger.read',
    handler: async ({ query }) => ({ data: await payments.listReversals(query) }),
  });
}
