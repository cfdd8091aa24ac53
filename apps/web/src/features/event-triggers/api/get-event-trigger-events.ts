import type { TEventTriggerEventsResponse } from '@casino/contracts';
import { getEventTriggerEventsContract } from '@casino/contracts/rest/event-triggers/get-event-trigger-events';
import { apiRequest } from '#src/lib/api-client';

/** The player's events after a log-in; csEventStart: the client starts the AFTER_LOGIN ones. */
export async function getEventTriggerEvents(
  csEventStart: boolean,
): Promise<TEventTriggerEventsResponse['data']> {
  return (
    await apiRequest(getEventTriggerEventsContract, {
      body: { triggerKey: 'AFTER_LOGIN', csEventStart },
    })
  ).data;
}
