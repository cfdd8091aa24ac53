import { z } from 'zod';
import { ZNumericId } from '#src/common/ids';
import { defineContract } from '#src/contract';
import { ZEventClaimResponse } from '#src/rest/event-triggers/event-trigger-call-shapes';

/** Claims a personal gift (userGift.id): paid once; 409 when claimed; 404 not the player's. */
export const claimPersonalGiftContract = defineContract({
  method: 'POST',
  path: '/api/gift/personal-gift/:id',
  summary: 'Claims a personal gift',
  params: z.object({ id: ZNumericId }),
  response: ZEventClaimResponse,
});
