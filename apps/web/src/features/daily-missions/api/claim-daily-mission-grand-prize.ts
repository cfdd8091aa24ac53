import type { TDailyMissionPackage } from '@casino/contracts';
import { claimDailyMissionGrandPrizeContract } from '@casino/contracts/rest/daily-missions/claim-daily-mission-grand-prize';
import { apiRequest } from '#src/lib/api-client';

export async function claimDailyMissionGrandPrize(id: number): Promise<TDailyMissionPackage> {
  return (await apiRequest(claimDailyMissionGrandPrizeContract, { params: { id } })).data
    .packageData;
}
