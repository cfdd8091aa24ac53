import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZEventTriggerKey } from '#src/rest/event-triggers/event-trigger';
import { ZEventTriggerEventsResponse } from '#src/rest/event-triggers/event-trigger-call-shapes';

/**
 * The player's events. csEventStart true starts the triggers of `triggerKey` for the player
 * first (client-side start); AFTER_PROMO_CODE starts only triggers of a code the player has
 * redeemed. currentEventsByTrigger: open events of that trigger key; otherActiveEvents: the
 * other open events; personalGifts: gifts an operator granted.
 */
export const getEventTriggerEventsContract = defineContract({
  method: 'POST',
  path: '/api/v2/event-trigger/events',
  summary: "The player's event-trigger popups, starting those of a trigger key",
  body: z.object({
    triggerKey: ZEventTriggerKey,
    csEventStart: z.boolean(),
    promoCode: zText().trim().min(1).max(32).optional(),
  }),
  response: ZEventTriggerEventsResponse,
});
