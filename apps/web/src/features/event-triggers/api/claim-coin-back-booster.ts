import type { TCoinBackBooster } from '@casino/contracts';
import { claimCoinBackBoosterContract } from '@casino/contracts/rest/event-triggers/claim-coin-back-booster';
import { apiRequest } from '#src/lib/api-client';

export async function claimCoinBackBooster(
  key: string,
  userEventTriggerId: number,
): Promise<TCoinBackBooster> {
  return (
    await apiRequest(claimCoinBackBoosterContract, {
      params: { key },
      body: { activeEvent: { userEventTriggerId } },
    })
  ).data;
}
