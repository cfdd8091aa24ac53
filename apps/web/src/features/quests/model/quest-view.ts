import type { TPlayerQuest, TUserQuestMilestone } from '@casino/contracts';

/** Engagement §4/§9: after the quest's timer ends it is read again 1 to 5 s later. */
export const QUEST_REFETCH_DELAY_MIN_MS = 1_000;
export const QUEST_REFETCH_DELAY_MAX_MS = 5_000;

/** The delay before the read at the timer's end; `random` is in [0, 1), as Math.random. */
export function questRefetchDelayMs(random: () => number): number {
  const span = QUEST_REFETCH_DELAY_MAX_MS - QUEST_REFETCH_DELAY_MIN_MS;
  return QUEST_REFETCH_DELAY_MIN_MS + Math.floor(random() * (span + 1));
}

/**
 * Where a milestone stands: claimed; claimable; reached but waiting for an earlier claim;
 * counting the rounds now; or locked behind an earlier goal (an ordered quest counts one at a
 * time, decision 217).
 */
export type TMilestoneStatus = 'claimed' | 'claimable' | 'reached' | 'counting' | 'locked';

/** The milestones in order. */
export function milestonesOf(quest: TPlayerQuest): TUserQuestMilestone[] {
  return [...quest.userQuest.userQuestMilestones].sort(
    (a, b) => a.questMilestone.order - b.questMilestone.order,
  );
}

/**
 * Engagement §4: a milestone is claimable only if it is next in order and not completed
 * (claimed), and once its goal is reached. In an unordered quest every milestone is next.
 */
export function isMilestoneClaimable(quest: TPlayerQuest, milestone: TUserQuestMilestone): boolean {
  if (milestone.completedAt !== null || milestone.reachedAt === null) return false;
  if (!quest.ordered) return true;
  return (
    milestonesOf(quest).find((candidate) => candidate.completedAt === null)?.id === milestone.id
  );
}

export function milestoneStatusOf(
  quest: TPlayerQuest,
  milestone: TUserQuestMilestone,
): TMilestoneStatus {
  if (milestone.completedAt !== null) return 'claimed';
  if (isMilestoneClaimable(quest, milestone)) return 'claimable';
  if (milestone.reachedAt !== null) return 'reached';
  if (!quest.ordered) return 'counting';
  const counting = milestonesOf(quest).find((candidate) => candidate.reachedAt === null);
  return counting?.id === milestone.id ? 'counting' : 'locked';
}

/** The progress bar's fill, 0-100. */
export function progressPercent(milestone: TUserQuestMilestone): number {
  const { goal } = milestone.questMilestone;
  return Math.min(100, Math.floor((milestone.progress / goal) * 100));
}

/** Whether the quest is still running at `nowMs`: not finished and before its expiry. */
export function isQuestRunning(quest: TPlayerQuest | null | undefined, nowMs: number): boolean {
  return !!quest && quest.completedAt === null && Date.parse(quest.expiredAt) > nowMs;
}
