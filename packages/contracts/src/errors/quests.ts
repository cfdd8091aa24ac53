import type { TErrorDomain } from '#src/errors/status';

/**
 * Quests (engagement §5, decision 217): 'No active quest found' (404); 'Milestone {id} is not
 * claimable' (409: not reached, claimed already, or not next in order); the final reward
 * before every milestone was claimed (409).
 */
export const QUESTS_ERRORS = {
  NoActiveQuestError: 404,
  QuestMilestoneNotClaimableError: 409,
  QuestNotCompletedError: 409,
} as const satisfies TErrorDomain;
