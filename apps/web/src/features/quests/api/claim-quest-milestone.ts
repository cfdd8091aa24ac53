import type { TQuestPaidResponse } from '@casino/contracts';
import { claimQuestMilestoneContract } from '@casino/contracts/rest/quests/claim-quest-milestone';
import { apiRequest } from '#src/lib/api-client';

/** Claims a reached milestone next in order; answers what it paid. */
export async function claimQuestMilestone(
  milestoneId: number,
): Promise<TQuestPaidResponse['data']> {
  return (await apiRequest(claimQuestMilestoneContract, { body: { milestoneId } })).data;
}
