import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZServerAuthStatus } from '#src/rest/auth/auth-fields';

export const ZApiLoginResponse = z.object({
  data: z.object({
    status: ZServerAuthStatus,
    userId: z.string(),
    firebaseUid: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** End of a self-exclusion; null when indefinite or not excluded. */
    selfExcludedUntil: z.iso.datetime().nullable(),
  }),
});
export type TApiLoginResponse = z.infer<typeof ZApiLoginResponse>;

export const apiLoginContract = defineContract({
  method: 'POST',
  path: '/api/auth/api-login',
  summary: 'The apiLogin step after identity sign-in: the account state as an auth status',
  response: ZApiLoginResponse,
});
