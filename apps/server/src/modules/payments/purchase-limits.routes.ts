import { getPurchaseLimitsContract, setPurchaseLimitContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TPurchaseLimitsService } from '#src/modules/payments/purchase-limits.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** A player changes limits by hand: a few changes a minute is plenty. */
const LIMIT_CHANGES_PER_MINUTE = 20;

export function purchaseLimitsRoutes(app: FastifyInstance, limits: TPurchaseLimitsService): void {
  route(app, getPurchaseLimitsContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return {
        data: { limits: await limits.list(userId), coolingOffHours: limits.coolingOffHours },
      };
    },
  });

  route(app, setPurchaseLimitContract, {
    access: 'player',
    rateLimitPerMinute: LIMIT_CHANGES_PER_MINUTE,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await limits.set(userId, body.period, body.amount) };
    },
  });
}
