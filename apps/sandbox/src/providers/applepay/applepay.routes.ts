import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TSandboxContext } from '#src/context';
import { ZIdParams } from '#src/lib/schemas';
import { allowCrossOrigin } from '#src/plugins/cors';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import {
  ZApplePayPaymentBody,
  ZMerchantValidationBody,
  ZTestTokenBody,
} from '#src/providers/applepay/applepay.schemas';
import { APPLE_PAY_CONFIG, type TApplePayService } from '#src/providers/applepay/applepay.service';
import {
  presentPayment,
  type TCardPaymentService,
} from '#src/providers/card/card-payments.service';
import { registerPaymentOperatorRoutes } from '#src/providers/card/payment-operator.routes';
import { registerEventRoutes } from '#src/webhooks/webhook.routes';

/** `/applepay`: merchant validation, the stand-in sheet's token, and payments with the token. */
export function applePayRoutes(
  context: TSandboxContext,
  services: { applePay: TApplePayService; payments: TCardPaymentService },
) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const secret = requireKey(context, 'secret');

    await app.register(async (browser) => {
      const publicApp = browser.withTypeProvider<ZodTypeProvider>();
      const publicKey = requireKey(context, 'public');
      allowCrossOrigin(browser, context, ['/v1/config', '/v1/test-tokens']);
      publicApp.get('/v1/config', { onRequest: publicKey }, async (request) => ({
        ...APPLE_PAY_CONFIG,
        merchantIdentifier: `merchant.sandbox.${merchantOf(request).id}`,
      }));
      publicApp.post(
        '/v1/test-tokens',
        { onRequest: publicKey, schema: { body: ZTestTokenBody } },
        async (request, reply) =>
          reply.code(201).send({
            token: await services.applePay.issueTestToken(merchantOf(request), request.body),
          }),
      );
    });

    app.post(
      '/v1/merchant-validation',
      { onRequest: secret, schema: { body: ZMerchantValidationBody } },
      async (request) => services.applePay.validateMerchant(merchantOf(request), request.body),
    );

    app.post(
      '/v1/payments',
      { onRequest: secret, schema: { body: ZApplePayPaymentBody } },
      async (request, reply) => {
        const merchant = merchantOf(request);
        const { applePayToken, billingAddress: _billingAddress, ...rest } = request.body;
        const { payment, isNew } = await services.payments.create(
          merchant,
          'applepay',
          { ...rest, settleWithAuth: true },
          { ...rest, transactionId: applePayToken.paymentData.header.transactionId },
          () => services.applePay.spendToken(merchant, applePayToken),
        );
        return reply.code(isNew ? 201 : 200).send(presentPayment(payment));
      },
    );

    app.get(
      '/v1/payments/:id',
      { onRequest: secret, schema: { params: ZIdParams } },
      async (request) =>
        presentPayment(
          await services.payments.get(merchantOf(request), 'applepay', request.params.id),
        ),
    );

    registerPaymentOperatorRoutes(app, context, services.payments, 'applepay');
    registerEventRoutes(scope, context, 'applepay');
  };
}
