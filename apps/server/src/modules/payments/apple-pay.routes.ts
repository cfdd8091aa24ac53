import {
  applePayWebhookContract,
  purchaseApplePayContract,
  verifyMerchantApplePayContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TApplePayService } from '#src/modules/payments/apple-pay.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Each call reaches the Apple Pay provider: keep them few per player. */
const APPLE_PAY_CALLS_PER_MINUTE = 20;

/** `POST payment/verify-merchant-apple-pay` and `POST payment/purchase-apple-pay` (spec §7). */
export function applePayRoutes(app: FastifyInstance, applePay: TApplePayService): void {
  route(app, verifyMerchantApplePayContract, {
    access: 'player',
    rateLimitPerMinute: APPLE_PAY_CALLS_PER_MINUTE,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: { merchantSession: await applePay.verifyMerchant(userId, body.validationURL) },
      };
    },
  });

  route(app, purchaseApplePayContract, {
    access: 'player',
    rateLimitPerMinute: APPLE_PAY_CALLS_PER_MINUTE,
    // Apple's transaction id is the purchase's natural key: one purchase per token.
    idempotency: {
      naturalKey: (request) => {
        const token = (request.body as { payload?: { paymentData?: { header?: unknown } } })
          ?.payload?.paymentData?.header as { transactionId?: unknown } | undefined;
        return typeof token?.transactionId === 'string' ? `applepay:${token.transactionId}` : null;
      },
    },
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      const details = await applePay.purchase({
        userId,
        packageId: body.packageData.packageId,
        priceMinor: body.packageData.price,
        token: body.payload,
        billingAddress: body.billingAddress,
        customerIp: request.ip,
      });
      return { data: { success: true as const, details } };
    },
  });
}

/** `POST /api/webhooks/applepay`: read as raw bytes, verified before it is parsed. */
export async function applePayWebhookRoutes(
  app: FastifyInstance,
  applePay: TApplePayService,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, applePayWebhookContract, {
      access: 'public',
      handler: async (_input, request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        await applePay.handleNotification(rawBody, request.headers);
        return { received: true as const };
      },
    });
  });
}
