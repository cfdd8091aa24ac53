import { claimQuestMilestoneContract, type TQuestPaidResponse } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';

/** Claims a reached milestone next in order; answers what it paid. */
export async function claimQuestMilestone(
  milestoneId: number,
): Promise<TQuestPaidResponse['data']> {
  return (await apiRequest(claimQuestMilestoneContract, { body: { milestoneId } })).data;
}
