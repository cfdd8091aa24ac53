import { z } from 'zod';
import { ZNumericId } from '#src/common/ids';
import { defineContract } from '#src/contract';
import { ZDailyMissionPackage } from '#src/rest/daily-missions/daily-mission';

export const ZClaimDailyMissionResponse = z.object({
  data: z.object({ packageData: ZDailyMissionPackage }),
});
export type TClaimDailyMissionResponse = z.infer<typeof ZClaimDailyMissionResponse>;

/**
 * Pays a completed mission's reward through the ledger (decision 192). Not in the spec's call
 * list, which leaves the claim unnamed. 404 for a mission of another day's plan the player
 * never had; 409 DailyMissionRewardNotClaimableError when it is not completed or already
 * claimed: of two concurrent claims one is paid and the other answers 409.
 */
export const claimDailyMissionRewardContract = defineContract({
  method: 'POST',
  path: '/api/v2/daily-missions/:id/claim',
  summary: "Claims a completed daily mission's reward",
  params: z.object({ id: ZNumericId }),
  response: ZClaimDailyMissionResponse,
});
