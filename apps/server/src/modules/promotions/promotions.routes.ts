import {
  createPromoCodeContract,
  disablePromoCodeContract,
  listPromoCodesContract,
  redeemPromoCodeContract,
  verifyPromoCodeContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TPromotionsService } from '#src/modules/promotions/promotions.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Guessing codes is the abuse to slow down: a player gets a few tries a minute. */
const PROMO_CALLS_PER_MINUTE = 20;

export function promotionsRoutes(app: FastifyInstance, promotions: TPromotionsService): void {
  route(app, verifyPromoCodeContract, {
    access: 'player',
    rateLimitPerMinute: PROMO_CALLS_PER_MINUTE,
    handler: async ({ query }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await promotions.verify(userId, query.promoCode) };
    },
  });

  route(app, redeemPromoCodeContract, {
    access: 'player',
    idempotency: {},
    rateLimitPerMinute: PROMO_CALLS_PER_MINUTE,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await promotions.redeem(userId, body.promoCode) };
    },
  });

  route(app, listPromoCodesContract, {
    access: 'admin:promotions.manage',
    handler: async () => ({ data: { promoCodes: await promotions.list() } }),
  });

  route(app, createPromoCodeContract, {
    access: 'admin:promotions.manage',
    successStatus: 201,
    handler: async ({ body }, request) => ({
      data: await promotions.create(body, operatorActor(request)),
    }),
  });

  route(app, disablePromoCodeContract, {
    access: 'admin:promotions.manage',
    handler: async ({ params }, request) => ({
      data: await promotions.disable(params.id, operatorActor(request)),
    }),
  });
}
