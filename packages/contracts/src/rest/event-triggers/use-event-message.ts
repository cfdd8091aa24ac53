import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZBenefitKey } from '#src/rest/event-triggers/event-trigger';
import { ZActiveEvent } from '#src/rest/event-triggers/event-trigger-call-shapes';

/**
 * Records one use of a message event (the player acknowledged it). isLastUsage: the player has
 * now used the trigger as often as its limit allows, so it will not start again.
 */
export const useEventMessageContract = defineContract({
  method: 'POST',
  path: '/api/message/:key',
  summary: 'Acknowledges a message popup',
  params: z.object({ key: ZBenefitKey }),
  body: z.object({ activeEvent: ZActiveEvent }),
  response: z.object({ data: z.object({ isLastUsage: z.boolean() }) }),
});
