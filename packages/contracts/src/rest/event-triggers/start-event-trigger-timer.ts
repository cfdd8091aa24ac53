import { z } from 'zod';
import { ZInt32Id, ZNumericId } from '#src/common/ids';
import { defineContract } from '#src/contract';

/**
 * Starts the countdown of an event before it is shown (decision 119): expiredAt is now plus
 * the trigger's duration, never past the trigger's end; a second call answers the same time.
 * 404 for an event that is not the player's, closed or not of this trigger.
 */
export const startEventTriggerTimerContract = defineContract({
  method: 'POST',
  path: '/api/event-trigger/:eventTriggerId/start-timer',
  summary: "Starts an event popup's countdown",
  params: z.object({ eventTriggerId: ZNumericId }),
  body: z.object({ userEventTriggerId: ZInt32Id }),
  response: z.object({ data: z.object({ expiredAt: z.iso.datetime().nullable() }) }),
});
