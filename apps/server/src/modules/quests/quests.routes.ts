import {
  claimQuestMilestoneContract,
  finishQuestContract,
  getPlayerQuestContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TQuestsService } from '#src/modules/quests/quests.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Each claim locks the quest and makes ledger transfers: keep them few. */
const CLAIMS_PER_MINUTE = 30;

/**
 * The player's quest calls (engagement §7). Claims take no idempotency plugin (as decision 192):
 * the marking in the locked quest is the guard, so a repeat or a concurrent second claim answers
 * 409 rather than a replayed 200, and the ledger's natural keys pay each claim once.
 */
export function questsRoutes(app: FastifyInstance, quests: TQuestsService): void {
  route(app, getPlayerQuestContract, {
    access: 'player',
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: { playerActiveQuest: await quests.getActiveQuest(userId) } };
    },
  });

  route(app, claimQuestMilestoneContract, {
    access: 'player',
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    handler: async ({ body }, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await quests.claimMilestone(userId, body.milestoneId) };
    },
  });

  route(app, finishQuestContract, {
    access: 'player',
    rateLimitPerMinute: CLAIMS_PER_MINUTE,
    handler: async (_input, request) => {
      const { userId } = requirePrincipal(request);
      return { data: await quests.finish(userId) };
    },
  });
}
