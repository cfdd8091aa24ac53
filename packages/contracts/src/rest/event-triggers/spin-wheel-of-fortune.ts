import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZBenefitKey } from '#src/rest/event-triggers/event-trigger';
import { ZActiveEvent } from '#src/rest/event-triggers/event-trigger-call-shapes';
import { ZClientSeed } from '#src/rest/rgs/fair-seeds';

/** What a spin drew and paid (minor units), with the seeds to verify the draw. */
export const ZSpinWheelOfFortuneResponse = z.object({
  data: z.object({
    winnerSlice: z.number().int().min(0),
    gcCoin: z.number().int(),
    scCoin: z.number().int(),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number().int(),
  }),
});
export type TSpinWheelOfFortuneResponse = z.infer<typeof ZSpinWheelOfFortuneResponse>;

/**
 * Spins a wheel-of-fortune event of benefit `key` (decision 200): the server draws the slice
 * from the event's committed server seed and the client seed, pays it once and reveals the
 * server seed; 409 when used or expired, 404 when not the player's.
 */
export const spinWheelOfFortuneContract = defineContract({
  method: 'POST',
  path: '/api/wheel-of-fortune/:key/spin',
  summary: 'Spins a wheel-of-fortune popup',
  params: z.object({ key: ZBenefitKey }),
  body: z.object({ activeEvent: ZActiveEvent, clientSeed: ZClientSeed.optional() }),
  response: ZSpinWheelOfFortuneResponse,
});
