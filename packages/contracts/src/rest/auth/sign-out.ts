import { z } from 'zod';
import { defineContract } from '#src/contract';

export const ZSignOutResponse = z.object({ data: z.object({ signedOut: z.literal(true) }) });
export type TSignOutResponse = z.infer<typeof ZSignOutResponse>;

export const signOutContract = defineContract({
  method: 'POST',
  path: '/api/auth/sign-out',
  summary: 'Revokes the current session and clears its cookie',
  response: ZSignOutResponse,
});
