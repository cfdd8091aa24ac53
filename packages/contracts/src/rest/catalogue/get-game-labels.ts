import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZGameLabel } from '#src/rest/catalogue/game';

export const ZGetGameLabelsResponse = z.object({ data: z.array(ZGameLabel) });
export type TGetGameLabelsResponse = z.infer<typeof ZGetGameLabelsResponse>;

export const getGameLabelsContract = defineContract({
  method: 'GET',
  path: '/api/games/labels',
  summary: 'Every game label (tag pills and icon badges)',
  response: ZGetGameLabelsResponse,
});
