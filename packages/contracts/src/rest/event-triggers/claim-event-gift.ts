import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZBenefitKey } from '#src/rest/event-triggers/event-trigger';
import {
  ZActiveEvent,
  ZEventClaimResponse,
} from '#src/rest/event-triggers/event-trigger-call-shapes';

/** Claims a gift event of benefit `key`: paid once; 409 when used or expired; 404 not the player's. */
export const claimEventGiftContract = defineContract({
  method: 'POST',
  path: '/api/gift/:key',
  summary: 'Claims a gift popup',
  params: z.object({ key: ZBenefitKey }),
  body: z.object({ activeEvent: ZActiveEvent }),
  response: ZEventClaimResponse,
});
