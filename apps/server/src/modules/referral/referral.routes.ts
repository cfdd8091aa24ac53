import {
  claimReferralBonusContract,
  getReferralBonusNotificationsContract,
  getReferralsByReferrerContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TReferralService } from '#src/modules/referral/referral.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Claims take ledger row locks: keep them few. */
const CLAIMS_PER_MINUTE = 20;

export function referralRoutes(app: FastifyInstance, service: TReferralService): void {
  route(app, getReferralsByReferrerContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await service.byReferrer(userId, request.ip) };
    },
  });

  route(app, getReferralBonusNotificationsContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: { notificationsCount: await service.notificationsCount(userId) } };
    },
  });

  route(app, claimReferralBonusContract, {
    access: 'player',
    idempotency: {},
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await service.claim(userId, body.bonusIds) };
    },
  });
}
