import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZRoundView } from '#src/rest/rgs/round-view';

export const ZGetRoundSupportParams = z.object({ roundId: zText().min(1).max(64) });
export const ZGetRoundSupportResponse = z.object({
  data: z.object({ userId: z.string(), round: ZRoundView }),
});

export const getRoundSupportContract = defineContract({
  method: 'GET',
  path: '/api/admin/rgs/rounds/:roundId',
  summary: 'Support: any round by id, with its player and replay events',
  params: ZGetRoundSupportParams,
  response: ZGetRoundSupportResponse,
});
