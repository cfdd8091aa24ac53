import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

/** The active seed pair as the player sees it: the server seed only as its SHA-256 commitment. */
export const ZActiveSeedPair = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int().min(0),
});
export type TActiveSeedPair = z.infer<typeof ZActiveSeedPair>;

export const ZClientSeed = zText()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, 'Use printable characters without spaces');

export const ZRevealedSeedPair = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds drawn with the pair: nonces 0 … roundsPlayed − 1. */
  roundsPlayed: z.number().int().min(0),
});
export type TRevealedSeedPair = z.infer<typeof ZRevealedSeedPair>;

export const ZGetFairSeedsResponse = z.object({ data: ZActiveSeedPair });

export const getFairSeedsContract = defineContract({
  method: 'GET',
  path: '/api/rgs/seeds',
  summary: 'The committed server seed hash, the client seed and the next nonce',
  response: ZGetFairSeedsResponse,
});

export const ZSetClientSeedBody = z.object({ clientSeed: ZClientSeed });
export const setClientSeedContract = defineContract({
  method: 'PUT',
  path: '/api/rgs/seeds/client-seed',
  summary: 'Choose the client seed (rotates the pair so no round mixes two client seeds)',
  body: ZSetClientSeedBody,
  response: z.object({
    data: z.object({ revealed: ZRevealedSeedPair, current: ZActiveSeedPair }),
  }),
});

export const ZRotateSeedsBody = z.object({ clientSeed: ZClientSeed.optional() });
export const ZRotateSeedsResponse = z.object({
  data: z.object({ revealed: ZRevealedSeedPair, current: ZActiveSeedPair }),
});
export type TRotateSeedsResponse = z.infer<typeof ZRotateSeedsResponse>;

export const rotateSeedsContract = defineContract({
  method: 'POST',
  path: '/api/rgs/seeds/rotate',
  summary: 'Reveal the current server seed and commit to a new one',
  body: ZRotateSeedsBody,
  response: ZRotateSeedsResponse,
});
