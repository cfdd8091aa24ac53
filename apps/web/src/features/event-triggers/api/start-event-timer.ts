import { startEventTriggerTimerContract } from '@casino/contracts/rest/event-triggers/start-event-trigger-timer';
import { apiRequest } from '#src/lib/api-client';

/** Starts an event's countdown before it is shown; answers when it ends. */
export async function startEventTimer(
  eventTriggerId: number,
  userEventTriggerId: number,
): Promise<string | null> {
  return (
    await apiRequest(startEventTriggerTimerContract, {
      params: { eventTriggerId },
      body: { userEventTriggerId },
    })
  ).data.expiredAt;
}
