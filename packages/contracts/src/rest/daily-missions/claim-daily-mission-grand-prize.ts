import { z } from 'zod';
import { ZNumericId } from '#src/common/ids';
import { defineContract } from '#src/contract';
import { ZClaimDailyMissionResponse } from '#src/rest/daily-missions/claim-daily-mission-reward';

/**
 * Pays an earned grand prize (the id of a gcGrandPrizesRewards or scGrandPrizesRewards entry)
 * through the ledger, once (decision 192); 409 DailyMissionRewardNotClaimableError when it
 * was claimed already, 404 when it is not this player's.
 */
export const claimDailyMissionGrandPrizeContract = defineContract({
  method: 'POST',
  path: '/api/v2/daily-missions/grand-prizes/:id/claim',
  summary: 'Claims an earned daily mission grand prize',
  params: z.object({ id: ZNumericId }),
  response: ZClaimDailyMissionResponse,
});
