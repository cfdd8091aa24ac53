import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { defineContract } from '#src/contract';
import { ZActiveEvent } from '#src/rest/event-triggers/event-trigger-call-shapes';

/**
 * Claims a free package of an offer: paid once through the ledger. 400 'Cannot claim package
 * with price' for a package that costs; 409 EventTriggerNotClaimableError when the event was
 * used or expired (of two concurrent claims one is paid, the other answers 409).
 */
export const claimFreePackageContract = defineContract({
  method: 'POST',
  path: '/api/v2/offers/rolling-offers/claim-free-package',
  summary: "Claims an offer's free package",
  body: z.object({
    activeEvent: ZActiveEvent,
    userEventTriggerId: ZInt32Id,
    eventTriggerId: ZInt32Id,
    packageId: ZInt32Id,
  }),
  response: z.object({
    data: z.object({ success: z.boolean(), gcCoin: z.number().int(), scCoin: z.number().int() }),
  }),
});
