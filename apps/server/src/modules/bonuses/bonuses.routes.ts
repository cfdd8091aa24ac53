import {
  claimDailyBonusContract,
  claimRefillBonusContract,
  getDailyBonusContract,
  getWelcomeBonusContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TDailyBonusService } from '#src/modules/bonuses/daily-bonus.service';
import type { TRefillBonusService } from '#src/modules/bonuses/refill-bonus.service';
import type { TWelcomeBonusService } from '#src/modules/bonuses/welcome-bonus.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Claims are cheap to refuse but each one takes a row lock in the ledger: keep them few. */
const CLAIMS_PER_MINUTE = 20;

export function bonusesRoutes(
  app: FastifyInstance,
  services: {
    welcomeBonus: TWelcomeBonusService;
    dailyBonus: TDailyBonusService;
    refillBonus: TRefillBonusService;
  },
): void {
  route(app, getWelcomeBonusContract, {
    access: 'player',
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await services.welcomeBonus.claimOnFirstRead(userId) };
    },
  });

  route(app, getDailyBonusContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await services.dailyBonus.getState(userId) };
    },
  });

  route(app, claimDailyBonusContract, {
    access: 'player',
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      const paid = await services.dailyBonus.claim(userId);
      return { data: { gc_amount: paid.gcAmountMinor, sc_amount: paid.scAmountMinor } };
    },
  });

  route(app, claimRefillBonusContract, {
    access: 'player',
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      const paid = await services.refillBonus.claim(userId);
      return { data: { isClaimed: true as const, gcAmount: paid.gcAmountMinor } };
    },
  });
}
