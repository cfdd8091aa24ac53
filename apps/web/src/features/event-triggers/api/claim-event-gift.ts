import { claimEventGiftContract } from '@casino/contracts/rest/event-triggers/claim-event-gift';
import { apiRequest } from '#src/lib/api-client';

export async function claimEventGift(key: string, userEventTriggerId: number): Promise<void> {
  await apiRequest(claimEventGiftContract, {
    params: { key },
    body: { activeEvent: { userEventTriggerId } },
  });
}
