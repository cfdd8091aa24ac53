import {
  claimDailyMissionGrandPrizeContract,
  claimDailyMissionRewardContract,
  getDailyMissionPlanContract,
  getDailyMissionsContract,
  replaceDailyMissionPlanContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TDailyMissionsService } from '#src/modules/daily-missions/daily-missions.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Each claim takes a row lock and a ledger transfer: keep them few. */
const CLAIMS_PER_MINUTE = 30;

export function dailyMissionsRoutes(app: FastifyInstance, missions: TDailyMissionsService): void {
  route(app, getDailyMissionsContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await missions.getState(userId) };
    },
  });

  route(app, claimDailyMissionRewardContract, {
    access: 'player',
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    handler: async ({ params }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: { packageData: await missions.claimMission(userId, params.id) } };
    },
  });

  route(app, claimDailyMissionGrandPrizeContract, {
    access: 'player',
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    handler: async ({ params }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: { packageData: await missions.claimGrandPrize(userId, params.id) } };
    },
  });

  route(app, getDailyMissionPlanContract, {
    access: 'admin:missions.manage',
    handler: async () => ({ data: await missions.getPlan() }),
  });

  route(app, replaceDailyMissionPlanContract, {
    access: 'admin:missions.manage',
    handler: async ({ body }, request) => ({
      data: await missions.replacePlan(body, operatorActor(request)),
    }),
  });
}
