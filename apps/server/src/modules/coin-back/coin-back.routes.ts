import { getCoinBackPeriodsContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TCoinBackService } from '#src/modules/coin-back/coin-back.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

export function coinBackRoutes(app: FastifyInstance, coinBack: TCoinBackService): void {
  route(app, getCoinBackPeriodsContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      const [periods, booster] = await Promise.all([
        coinBack.listPeriods(userId),
        coinBack.runningBooster(userId),
      ]);
      return { data: { periods, booster } };
    },
  });
}
