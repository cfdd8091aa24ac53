import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZEmail } from '#src/rest/auth/auth-fields';

export const ZRequestPasswordResetBody = z.object({ email: ZEmail });
export type TRequestPasswordResetBody = z.input<typeof ZRequestPasswordResetBody>;

/** The same answer whether or not the address has an account. */
export const ZRequestPasswordResetResponse = z.object({
  data: z.object({ isSent: z.literal(true) }),
});
export type TRequestPasswordResetResponse = z.infer<typeof ZRequestPasswordResetResponse>;

export const requestPasswordResetContract = defineContract({
  method: 'POST',
  path: '/api/auth/password-reset/request',
  summary: 'Sends a password reset link to the address if it has an account',
  body: ZRequestPasswordResetBody,
  response: ZRequestPasswordResetResponse,
});
