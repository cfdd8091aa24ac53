import { defineContract } from '#src/contract';
import { ZQuestPaidResponse } from '#src/rest/quests/claim-quest-milestone';

/**
 * Finishes the player's active quest once every milestone was claimed, paying its
 * rewardPackage once (engagement §7 `POST quest/player/finish`, decision 217). 404
 * NoActiveQuestError 'No active quest found' (none, expired, or finished already); 409
 * QuestNotCompletedError while a milestone is unclaimed.
 */
export const finishQuestContract = defineContract({
  method: 'POST',
  path: '/api/quest/player/finish',
  summary: "Collects the final reward of the player's quest",
  response: ZQuestPaidResponse,
});
