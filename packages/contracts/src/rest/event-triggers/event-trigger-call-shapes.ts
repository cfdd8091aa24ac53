import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';

/**
 * The event a popup acts on, as the client holds it (engagement §7 `activeEvent`). The server
 * reads only its userEventTriggerId and checks it against the player's own events; the rest of
 * what the client sends is ignored.
 */
export const ZActiveEvent = z.object({
  userEventTriggerId: ZInt32Id,
  isNewEventType: z.boolean().optional(),
});

/**
 * The lists of events; each item is an event (ZEventTriggerEvent) the client checks on receipt
 * and drops when invalid (engagement §5), so the lists are not checked as a whole.
 */
export const ZEventTriggerEventsResponse = z.object({
  data: z.object({
    currentEventsByTrigger: z.array(z.unknown()),
    otherActiveEvents: z.array(z.unknown()),
    personalGifts: z.array(z.unknown()),
    joinedNewTournament: z.boolean(),
  }),
});
export type TEventTriggerEventsResponse = z.infer<typeof ZEventTriggerEventsResponse>;

/** What a claim paid, minor units. */
export const ZEventClaimResponse = z.object({
  data: z.object({ gcCoin: z.number().int(), scCoin: z.number().int() }),
});
