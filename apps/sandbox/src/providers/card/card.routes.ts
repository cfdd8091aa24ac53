import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { merchantById, type TSandboxContext } from '#src/context';
import { ZIdParams } from '#src/lib/schemas';
import { allowCrossOrigin } from '#src/plugins/cors';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import {
  ZCreateHandleBody,
  ZCreatePaymentBody,
  ZOpenOrderBody,
  ZPaymentsQuery,
  ZThreeDsForm,
  ZThreeDsParams,
} from '#src/providers/card/card.schemas';
import { presentHandle, presentOrder } from '#src/providers/card/card.presenters';
import type { TOrder } from '#src/providers/card/card.model';
import type { TMerchant } from '#src/options';
import type { TCardCustomerService } from '#src/providers/card/card-customers.service';
import type { TCardHandleService } from '#src/providers/card/card-handles.service';
import {
  presentPayment,
  type TCardPaymentService,
} from '#src/providers/card/card-payments.service';
import { registerCustomerRoutes } from '#src/providers/card/card-customers.routes';
import { registerPaymentOperatorRoutes } from '#src/providers/card/payment-operator.routes';
import { TEST_CARDS } from '#src/providers/card/test-cards';
import { sendChallengePage, sendChallengeResultPage } from '#src/providers/card/three-ds.page';
import { registerEventRoutes } from '#src/webhooks/webhook.routes';

export interface TCardServices {
  handles: TCardHandleService;
  customers: TCardCustomerService;
  payments: TCardPaymentService;
}

/** `/card`: orders, tokenisation (browser, public key), payments, saved cards, 3DS pages. */
export function cardRoutes(context: TSandboxContext, services: TCardServices) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const secret = requireKey(context, 'secret');
    const { clock } = context;

    app.get('/test-cards', async () => ({
      testCards: TEST_CARDS.map(({ cardNum, brand, outcome }) => ({ cardNum, brand, outcome })),
    }));

    app.post(
      '/v1/orders',
      { onRequest: secret, schema: { body: ZOpenOrderBody } },
      async (request, reply) => {
        const merchant = merchantOf(request);
        const { order, isNew } = await services.handles.openOrder(merchant, request.body, (id) =>
          services.customers.exists(merchant, id),
        );
        return reply.code(isNew ? 201 : 200).send(presentOrder(order, clock));
      },
    );

    /** A secret-key call on one order, by its id, answered with the order as it then is. */
    function orderRoute(
      method: 'GET' | 'POST',
      url: string,
      act: (merchant: TMerchant, id: string) => Promise<TOrder>,
    ) {
      app.route({
        method,
        url,
        onRequest: secret,
        schema: { params: ZIdParams },
        handler: async (request) =>
          presentOrder(await act(merchantOf(request), request.params.id), clock),
      });
    }
    orderRoute('GET', '/v1/orders/:id', (merchant, id) => services.handles.getOrder(merchant, id));
    orderRoute('POST', '/v1/orders/:id/cancel', (merchant, id) =>
      services.handles.cancelOrder(merchant, id),
    );

    await app.register(async (browser) => {
      const publicApp = browser.withTypeProvider<ZodTypeProvider>();
      allowCrossOrigin(browser, context, ['/v1/paymenthandles']);
      publicApp.post(
        '/v1/paymenthandles',
        { onRequest: requireKey(context, 'public'), schema: { body: ZCreateHandleBody } },
        async (request, reply) => {
          const handle = await services.handles.createHandle(
            merchantOf(request),
            request.body,
            request.headers.origin,
          );
          return reply.code(201).send(presentHandle(handle, clock, context.publicUrl));
        },
      );
    });

    app.get(
      '/v1/paymenthandles/:id',
      { onRequest: secret, schema: { params: ZIdParams } },
      async (request) =>
        presentHandle(
          await services.handles.getHandle(merchantOf(request), request.params.id),
          clock,
          context.publicUrl,
        ),
    );

    app.post(
      '/v1/payments',
      { onRequest: secret, schema: { body: ZCreatePaymentBody } },
      async (request, reply) => {
        const merchant = merchantOf(request);
        const { paymentHandleToken, ...payment } = request.body;
        const { payment: answer, isNew } = await services.payments.create(
          merchant,
          'card',
          payment,
          request.body,
          async () => {
            const handle = await services.handles.spendHandle(merchant, request.body);
            return {
              paymentType: 'CARD',
              card: handle.card,
              scenario: handle.scenario,
              hasCvv: handle.hasCvv,
              paymentHandleToken,
              ...(handle.threeDs
                ? {
                    threeDs: {
                      status: handle.threeDs.status,
                      ...(handle.threeDs.eci ? { eci: handle.threeDs.eci } : {}),
                    },
                  }
                : {}),
            };
          },
        );
        return reply.code(isNew ? 201 : 200).send(presentPayment(answer));
      },
    );

    app.get(
      '/v1/payments',
      { onRequest: secret, schema: { querystring: ZPaymentsQuery } },
      async (request) => {
        const payment = await services.payments.findByReference(
          merchantOf(request),
          'card',
          request.query.merchantRefNum,
        );
        return { payments: payment ? [presentPayment(payment)] : [] };
      },
    );

    app.get(
      '/v1/payments/:id',
      { onRequest: secret, schema: { params: ZIdParams } },
      async (request) =>
        presentPayment(await services.payments.get(merchantOf(request), 'card', request.params.id)),
    );

    registerCustomerRoutes(app, context, services.customers);

    app.get(
      '/3ds/:challengeId',
      { config: { isPage: true }, schema: { params: ZThreeDsParams } },
      async (request, reply) => {
        const handle = await services.handles.findChallenge(request.params.challengeId);
        const order = handle.orderId
          ? await services.handles.getOrderRecord(handle.orderId)
          : undefined;
        const merchant = merchantById(context, handle.merchantId);
        if (handle.status !== 'INITIATED') return sendChallengeResultPage(reply, merchant, handle);
        return sendChallengePage(reply, merchant, handle, order, request.params.challengeId);
      },
    );

    app.post(
      '/3ds/:challengeId',
      { config: { isPage: true }, schema: { params: ZThreeDsParams, body: ZThreeDsForm } },
      async (request, reply) => {
        const handle = await services.handles.completeChallenge(
          request.params.challengeId,
          request.body.outcome,
        );
        const merchant = merchantById(context, handle.merchantId);
        const rel = handle.status === 'PAYABLE' ? 'on_completed' : 'on_failed';
        const link =
          handle.returnLinks.find((candidate) => candidate.rel === rel) ??
          handle.returnLinks.find((candidate) => candidate.rel === 'default');
        if (!link) return sendChallengeResultPage(reply, merchant, handle);
        const target = new URL(link.href);
        target.searchParams.set('paymentHandleId', handle.id);
        target.searchParams.set('status', handle.status);
        return reply.redirect(target.toString(), 303);
      },
    );

    registerPaymentOperatorRoutes(app, context, services.payments, 'card');
    registerEventRoutes(scope, context, 'card');
  };
}
