import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { defineContract } from '#src/contract';

/** What a claim paid, minor units. */
export const ZQuestPaidResponse = z.object({
  data: z.object({ gcCoin: z.number().int(), scCoin: z.number().int() }),
});
export type TQuestPaidResponse = z.infer<typeof ZQuestPaidResponse>;

/**
 * Claims a milestone of the player's active quest and pays its package once (engagement §7
 * `POST quest/player/milestone/claim`, decision 217): the milestone is claimable when its goal
 * was reached, it was not claimed, and, in an ordered quest, it is next in order. 404
 * NoActiveQuestError 'No active quest found'; 409 QuestMilestoneNotClaimableError 'Milestone
 * {id} is not claimable' (of two concurrent claims one is paid, the other answers 409).
 */
export const claimQuestMilestoneContract = defineContract({
  method: 'POST',
  path: '/api/quest/player/milestone/claim',
  summary: "Claims a milestone of the player's quest",
  body: z.object({ milestoneId: ZInt32Id }),
  response: ZQuestPaidResponse,
});
