import { claimPersonalGiftContract } from '@casino/contracts/rest/event-triggers/claim-personal-gift';
import { apiRequest } from '#src/lib/api-client';

export async function claimPersonalGift(userGiftId: number): Promise<void> {
  await apiRequest(claimPersonalGiftContract, { params: { id: userGiftId } });
}
