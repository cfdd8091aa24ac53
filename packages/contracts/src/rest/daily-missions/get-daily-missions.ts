import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZGameLabel } from '#src/rest/catalogue/game';
import {
  ZDailyMission,
  ZDailyMissionGrandPrize,
  ZDailyMissionGrandPrizeReward,
} from '#src/rest/daily-missions/daily-mission';

/**
 * Today's missions of each coin (engagement §3/§7). Missions are sorted by order descending;
 * the rewards lists hold completed missions not yet claimed, the grand-prize rewards the grand
 * prizes earned and not yet claimed; a grand prize is null on a day without one.
 */
export const ZDailyMissionsState = z.object({
  gcMissions: z.array(ZDailyMission),
  scMissions: z.array(ZDailyMission),
  gcRewards: z.array(ZDailyMission),
  scRewards: z.array(ZDailyMission),
  gcGrandPrize: ZDailyMissionGrandPrize.nullable(),
  scGrandPrize: ZDailyMissionGrandPrize.nullable(),
  gcGrandPrizesRewards: z.array(ZDailyMissionGrandPrizeReward),
  scGrandPrizesRewards: z.array(ZDailyMissionGrandPrizeReward),
  /**
   * The catalogue's labels of the missions' games (decision 219), as their lobby tiles show
   * them, by game id (a mission's gameId); games without labels are left out.
   */
  gameLabel: z.record(z.string().regex(/^[1-9][0-9]*$/), z.array(ZGameLabel)),
});
export type TDailyMissionsState = z.infer<typeof ZDailyMissionsState>;

export const getDailyMissionsContract = defineContract({
  method: 'GET',
  path: '/api/v2/daily-missions',
  summary: "Today's daily missions, rewards and grand prizes per coin",
  response: z.object({ data: ZDailyMissionsState }),
});
