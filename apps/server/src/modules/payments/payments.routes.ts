import {
  bankPurchaseContract,
  listAdminPurchaseReversalsContract,
  openOrderContract,
  proceedPaymentContract,
  registerTransactionContract,
  skrillPurchaseContract,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '#src/lib/route';
import type { TRedirectMethod } from '#src/modules/payments/redirect-provider';
import type { TPaymentsService } from '#src/modules/payments/payments.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Each call reaches the card processor: keep them few per player. */
const PAYMENT_CALLS_PER_MINUTE = 20;

/** A player's payment call, a few a minute. */
const PLAYER_PAYMENT_CALL = {
  access: 'player',
  rateLimitPerMinute: PAYMENT_CALLS_PER_MINUTE,
} as const;

/** The order's reference is the call's natural key: one answer per order, a repeat gets it. */
const ONCE_PER_ORDER = {
  naturalKey: (request: FastifyRequest) =>
    (request.body as { merchantRefNum?: unknown } | undefined)?.merchantRefNum?.toString() ?? null,
};

/** Starts a bank or Skrill purchase for the signed-in player (decision 132). */
function startRedirect(
  payments: TPaymentsService,
  request: FastifyRequest,
  body: { packageId: number; links: [{ href: string }] },
  method: TRedirectMethod,
) {
  return payments.startRedirect({
    userId: requirePrincipal(request).userId,
    packageId: body.packageId,
    method,
    returnHref: body.links[0].href,
  });
}

export function paymentsRoutes(app: FastifyInstance, payments: TPaymentsService): void {
  route(app, openOrderContract, {
    ...PLAYER_PAYMENT_CALL,
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
    ...PLAYER_PAYMENT_CALL,
    // One payment per order.
    idempotency: ONCE_PER_ORDER,
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
    ...PLAYER_PAYMENT_CALL,
    successStatus: 201,
    handler: async ({ body }, request) => {
      const started = await startRedirect(payments, request, body, 'bank');
      return {
        data: {
          paymentOption: { redirectUrl: started.redirectUrl },
          transactionId: started.merchantRefNum,
        },
      };
    },
  });

  route(app, skrillPurchaseContract, {
    ...PLAYER_PAYMENT_CALL,
    successStatus: 201,
    handler: async ({ body }, request) => {
      const started = await startRedirect(payments, request, body, 'skrill');
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
    ...PLAYER_PAYMENT_CALL,
    // One registration per order (the credit is once anyway).
    idempotency: ONCE_PER_ORDER,
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
