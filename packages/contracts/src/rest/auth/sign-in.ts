import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZEmail, ZLoginPassword } from '#src/rest/auth/auth-fields';

export const ZSignInBody = z.object({ email: ZEmail, password: ZLoginPassword });
export type TSignInBody = z.input<typeof ZSignInBody>;

/**
 * A verified account gets its session cookie and `emailVerified: true`. An unverified one gets no
 * session: `emailVerified: false` and a ticket for the 'Check your email' step.
 */
export const ZSignInResponse = z.object({
  data: z.object({
    emailVerified: z.boolean(),
    verificationTicket: z.string().optional(),
    resendAvailableInSeconds: z.number().int().nonnegative().optional(),
    devOutboxUrl: z.string().optional(),
  }),
});
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const signInContract = defineContract({
  method: 'POST',
  path: '/api/auth/sign-in',
  summary: 'Email log-in; sets the session cookie for a verified account',
  body: ZSignInBody,
  response: ZSignInResponse,
});
