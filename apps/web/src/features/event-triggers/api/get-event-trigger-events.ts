import { getEventTriggerEventsContract, type TEventTriggerEventsResponse } from '@casino/contracts';
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
