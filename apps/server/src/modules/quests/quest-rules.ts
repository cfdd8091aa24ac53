import type { TDailyMissionType, TDomainEvents } from '@casino/contracts';
import { advanceProgress } from '#src/modules/daily-missions/daily-missions.progress';

/** A milestone as the rules read it. */
export interface TMilestoneState {
  id: number;
  order: number;
  missionType: string;
  goal: number;
  coin: 'GC' | 'SC';
  gameId: number | null;
  progress: number;
  reachedAt: Date | null;
  completedAt: Date | null;
}

type TRound = Pick<
  TDomainEvents['round.settled'],
  | 'coin'
  | 'gameId'
  | 'betMinor'
  | 'winMinor'
  | 'isBigWin'
  | 'isJackpot'
  | 'freeSpinsWon'
  | 'settledAt'
>;

/**
 * The milestones a settled round may move (decision 217): in an ordered quest only the first
 * whose goal is not reached, in an unordered one every milestone not reached; only those of
 * the round's coin. `milestones` are in order.
 */
function countingMilestones(ordered: boolean, milestones: readonly TMilestoneState[]) {
  const open = milestones.filter((milestone) => milestone.reachedAt === null);
  return ordered ? open.slice(0, 1) : open;
}

/**
 * Moves the milestones one round counts for, by the daily missions' rules of their type
 * (decision 191; `advanceProgress`, the one counter of mission types): progress, and the
 * round's settle time when the goal is reached. Updates `milestones` in place and answers the
 * ones that changed.
 */
export function advanceMilestones(
  ordered: boolean,
  milestones: TMilestoneState[],
  round: TRound,
): TMilestoneState[] {
  const changed: TMilestoneState[] = [];
  for (const milestone of countingMilestones(ordered, milestones)) {
    if (milestone.coin !== round.coin) continue;
    const next = advanceProgress(
      {
        missionType: milestone.missionType as TDailyMissionType,
        goal: milestone.goal,
        gameId: milestone.gameId,
      },
      milestone.progress,
      round,
    );
    if (next === null || next === milestone.progress) continue;
    milestone.progress = next;
    if (next >= milestone.goal) milestone.reachedAt = new Date(round.settledAt);
    changed.push(milestone);
  }
  return changed;
}

/**
 * Engagement §4: a milestone is claimable only if it is next in order and not completed
 * (claimed); and only once its goal is reached. In an unordered quest every milestone is next.
 */
export function isMilestoneClaimable(
  ordered: boolean,
  milestones: readonly TMilestoneState[],
  milestone: TMilestoneState,
): boolean {
  if (milestone.completedAt !== null || milestone.reachedAt === null) return false;
  if (!ordered) return true;
  return milestones.find((candidate) => candidate.completedAt === null)?.id === milestone.id;
}
