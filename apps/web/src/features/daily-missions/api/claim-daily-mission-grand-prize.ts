import { claimDailyMissionGrandPrizeContract, type TDailyMissionPackage } from '@casino/contracts';
import { apiRequest } from '#src/lib/api-client';

export async function claimDailyMissionGrandPrize(id: number): Promise<TDailyMissionPackage> {
  return (await apiRequest(claimDailyMissionGrandPrizeContract, { params: { id } })).data
    .packageData;
}
