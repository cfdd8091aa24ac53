import type { TQuestPaidResponse } from '@casino/contracts';
import { finishQuestContract } from '@casino/contracts/rest/quests/finish-quest';
import { apiRequest } from '#src/lib/api-client';

/** Collects the quest's final reward once every milestone was claimed; answers what it paid. */
export async function finishQuest(): Promise<TQuestPaidResponse['data']> {
  return (await apiRequest(finishQuestContract, {})).data;
}
