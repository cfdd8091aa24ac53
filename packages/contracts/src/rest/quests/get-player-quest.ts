import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZPlayerQuest } from '#src/rest/quests/quest';

/**
 * The player's active quest (engagement §7 `GET quest/player` → playerActiveQuest): started by
 * a quest event, not finished and not expired; null when there is none.
 */
export const getPlayerQuestContract = defineContract({
  method: 'GET',
  path: '/api/quest/player',
  summary: "The player's active quest with its milestones",
  response: z.object({ data: z.object({ playerActiveQuest: ZPlayerQuest.nullable() }) }),
});
