import { z } from 'zod';
import { defineContract } from '#src/contract';

export const ZGetIdTokenResponse = z.object({
  data: z.object({ idToken: z.string(), expiresAt: z.iso.datetime() }),
});
export type TGetIdTokenResponse = z.infer<typeof ZGetIdTokenResponse>;

export const getIdTokenContract = defineContract({
  method: 'GET',
  path: '/api/auth/id-token',
  summary: 'A short-lived signed ID token for the socket handshake and the frames',
  response: ZGetIdTokenResponse,
});
