import { useEventMessageContract } from '@casino/contracts/rest/event-triggers/use-event-message';
import { apiRequest } from '#src/lib/api-client';

/** Acknowledges a message; answers whether that was the player's last use of it. */
export async function acknowledgeEventMessage(
  key: string,
  userEventTriggerId: number,
): Promise<boolean> {
  return (
    await apiRequest(useEventMessageContract, {
      params: { key },
      body: { activeEvent: { userEventTriggerId } },
    })
  ).data.isLastUsage;
}
