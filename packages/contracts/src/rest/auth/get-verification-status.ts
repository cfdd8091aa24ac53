import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

export const ZGetVerificationStatusBody = z.object({
  verificationTicket: zText().min(1).max(2048),
});
export type TGetVerificationStatusBody = z.input<typeof ZGetVerificationStatusBody>;

export const ZGetVerificationStatusResponse = z.object({
  data: z.object({ emailVerified: z.boolean() }),
});
export type TGetVerificationStatusResponse = z.infer<typeof ZGetVerificationStatusResponse>;

export const getVerificationStatusContract = defineContract({
  method: 'POST',
  path: '/api/auth/email-verification/status',
  summary: "Whether the ticket's email is verified yet ('Check your email' watches it)",
  body: ZGetVerificationStatusBody,
  response: ZGetVerificationStatusResponse,
});
