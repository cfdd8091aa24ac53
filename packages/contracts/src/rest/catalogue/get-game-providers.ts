import { z } from 'zod';
import { defineContract } from '#src/contract';

export const ZGameProvider = z.object({
  masterCasinoProviderId: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  gamesCount: z.number().int().nonnegative(),
});
export type TGameProvider = z.infer<typeof ZGameProvider>;

export const ZGetGameProvidersResponse = z.object({ data: z.array(ZGameProvider) });
export type TGetGameProvidersResponse = z.infer<typeof ZGetGameProvidersResponse>;

export const getGameProvidersContract = defineContract({
  method: 'GET',
  path: '/api/games/providers',
  summary: 'Game studios with the number of live games each',
  response: ZGetGameProvidersResponse,
});
