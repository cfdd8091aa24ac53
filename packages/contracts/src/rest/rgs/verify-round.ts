import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZRoundView } from '#src/rest/rgs/round-view';

export const ZVerifyRoundQuery = z.object({ roundId: zText().min(1).max(64) });

/**
 * Everything needed to recompute a round: the seeds (the server seed once rotated), the nonce,
 * the round's choices and actions in order, and the stored result to compare against.
 */
export const ZVerifyRoundResponse = z.object({
  data: z.object({
    round: ZRoundView,
    params: z.record(z.string(), z.unknown()).nullable(),
    actions: z.array(z.string()),
    serverSeedHash: z.string(),
    /** Null until the player rotates the pair the round was drawn with. */
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int().min(0),
  }),
});
export type TVerifyRoundResponse = z.infer<typeof ZVerifyRoundResponse>;

export const verifyRoundContract = defineContract({
  method: 'GET',
  path: '/api/rgs/verify',
  summary: "The seeds, nonce and actions of one of the player's rounds, for the verifier",
  query: ZVerifyRoundQuery,
  response: ZVerifyRoundResponse,
});
