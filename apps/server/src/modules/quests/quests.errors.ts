import { AppError } from '#src/lib/errors';

/** Engagement §5: the player has no quest running (none, expired, or finished); 404. */
export class NoActiveQuestError extends AppError {
  constructor() {
    super('NoActiveQuestError', 'No active quest found');
  }
}

/**
 * Engagement §5: a milestone whose goal is not reached, that was claimed already, that is not
 * next in order in an ordered quest, or that is not the active quest's; nothing moved (409).
 */
export class QuestMilestoneNotClaimableError extends AppError {
  constructor(milestoneId: number) {
    super('QuestMilestoneNotClaimableError', `Milestone ${milestoneId} is not claimable`, {
      milestoneId,
    });
  }
}

/** The final reward is collected once every milestone was claimed (409). */
export class QuestNotCompletedError extends AppError {
  constructor(questKey: string) {
    super('QuestNotCompletedError', 'The quest has milestones left to claim', { questKey });
  }
}
