import { z } from 'zod';
import { ZNumericId } from '#src/common/ids';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

/** Grants a personalGift trigger's gift to one player; audited (admin:events.manage). */
export const grantPersonalGiftContract = defineContract({
  method: 'POST',
  path: '/api/admin/event-triggers/:id/personal-gifts',
  summary: 'Grants a personal gift to a player (admin:events.manage)',
  params: z.object({ id: ZNumericId }),
  body: z.object({ userId: zText().min(1).max(64) }),
  response: z.object({ data: z.object({ userGiftId: z.number().int() }) }),
});
