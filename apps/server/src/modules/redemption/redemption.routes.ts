import {
  accountCaptureContract,
  acknowledgeRedemptionContract,
  approveRedemptionContract,
  cancelRedeemRequestContract,
  confirmRedeemOtpContract,
  createPayoutSkrillContract,
  createPayoutsRedeemContract,
  createWithdrawRequestContract,
  getRedeemCardsContract,
  getRedeemOptionsContract,
  getRedeemRequestsContract,
  listAdminRedemptionsContract,
  payoutsWebhookContract,
  rejectRedemptionContract,
  resendRedeemOtpContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor, playerActor } from '#src/modules/audit/audit-actor';
import type { TRedemptionService } from '#src/modules/redemption/redemption.service';
import type { TRedemptionOtpService } from '#src/modules/redemption/redemption-otp.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Redeeming is rare: a few calls a minute per player is plenty. */
const REDEEM_CALLS_PER_MINUTE = 20;

export async function redemptionRoutes(
  app: FastifyInstance,
  redemption: TRedemptionService,
  redemptionOtp: TRedemptionOtpService,
): Promise<void> {
  route(app, getRedeemOptionsContract, {
    access: 'player',
    handler: async (_input, request) => ({
      data: await redemption.options(requirePrincipal(request).userId),
    }),
  });

  route(app, getRedeemCardsContract, {
    access: 'player',
    handler: async ({ query }, request) => ({
      data: {
        cards: await redemption.redeemCards(
          requirePrincipal(request).userId,
          query.withInternalData === 'true',
        ),
      },
    }),
  });

  route(app, accountCaptureContract, {
    access: 'player',
    idempotency: {},
    rateLimitPerMinute: REDEEM_CALLS_PER_MINUTE,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      if (body.paymentMethodType === 'interac') {
        const { redeemRequest, preparationResult } = await redemption.requestInterac(
          userId,
          { coins: body.coins, ...body.personalDetails },
          request.ip,
        );
        return {
          data: {
            details: {
              redemptionRequestId: redeemRequest.withdrawRequestId,
              redemptionAmount: redeemRequest.amount,
              preparationResult,
              redeemRequest,
            },
          },
        };
      }
      const { transactionId, redirectUrl } = await redemption.captureAccount(userId);
      return { data: { details: { transactionId, links: { redirectUrl } } } };
    },
  });

  route(app, createWithdrawRequestContract, {
    access: 'player',
    idempotency: {},
    rateLimitPerMinute: REDEEM_CALLS_PER_MINUTE,
    successStatus: 201,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      const { redeemRequest, preparationResult } = await redemption.create(
        userId,
        body,
        request.ip,
      );
      return {
        data: {
          redeemRequest,
          redemptionRequestId: redeemRequest.withdrawRequestId,
          redemptionAmount: redeemRequest.amount,
          preparationResult,
        },
      };
    },
  });

  route(app, createPayoutsRedeemContract, {
    access: 'player',
    idempotency: {},
    rateLimitPerMinute: REDEEM_CALLS_PER_MINUTE,
    successStatus: 202,
    handler: async ({ body }, request) => ({
      data: await redemptionOtp.create(
        requirePrincipal(request).userId,
        { method: 'payouts', destination: { userPmId: body.userPMId }, amountMinor: body.coins },
        request.ip,
      ),
    }),
  });

  route(app, createPayoutSkrillContract, {
    access: 'player',
    idempotency: {},
    rateLimitPerMinute: REDEEM_CALLS_PER_MINUTE,
    successStatus: 202,
    handler: async ({ body }, request) => ({
      data: await redemptionOtp.create(
        requirePrincipal(request).userId,
        {
          method: 'skrill',
          destination: { email: body.skrillConsumerId, name: null },
          amountMinor: body.coins,
        },
        request.ip,
      ),
    }),
  });

  route(app, confirmRedeemOtpContract, {
    access: 'player',
    rateLimitPerMinute: REDEEM_CALLS_PER_MINUTE,
    handler: async ({ body }, request) => ({
      data: await redemptionOtp.confirm(
        requirePrincipal(request).userId,
        body.withdrawRequestId,
        body.otp,
      ),
    }),
  });

  route(app, resendRedeemOtpContract, {
    access: 'player',
    rateLimitPerMinute: REDEEM_CALLS_PER_MINUTE,
    handler: async ({ body }, request) => ({
      data: await redemptionOtp.resend(requirePrincipal(request).userId, body.withdrawRequestId),
    }),
  });

  route(app, getRedeemRequestsContract, {
    access: 'player',
    handler: async ({ query }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: { rows: await redemption.list(userId, query.getNonAcknowledged === 'true') },
      };
    },
  });

  route(app, acknowledgeRedemptionContract, {
    access: 'player',
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: { redeemRequest: await redemption.acknowledge(userId, body.withdrawRequestId) },
      };
    },
  });

  route(app, cancelRedeemRequestContract, {
    access: 'player',
    idempotency: {},
    rateLimitPerMinute: REDEEM_CALLS_PER_MINUTE,
    handler: async ({ params }, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: {
          redeemRequest: await redemption.cancel(userId, params.id, playerActor(request, userId)),
        },
      };
    },
  });

  route(app, listAdminRedemptionsContract, {
    access: 'admin:redemptions.manage',
    handler: async ({ query }) => ({
      data: { redemptions: await redemption.adminList(query.status ?? null) },
    }),
  });

  route(app, approveRedemptionContract, {
    access: 'admin:redemptions.manage',
    idempotency: {},
    handler: async ({ params }, request) => ({
      data: { redeemRequest: await redemption.approve(params.id, operatorActor(request)) },
    }),
  });

  route(app, rejectRedemptionContract, {
    access: 'admin:redemptions.manage',
    idempotency: {},
    handler: async ({ params, body }, request) => ({
      data: {
        redeemRequest: await redemption.reject(params.id, body.reason, operatorActor(request)),
      },
    }),
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, payoutsWebhookContract, {
      access: 'public',
      handler: async (_input, request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        await redemption.handlePayoutNotification(rawBody, request.headers);
        return { received: true as const };
      },
    });
  });
}
