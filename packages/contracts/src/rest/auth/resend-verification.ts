import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

export const ZResendVerificationBody = z.object({
  verificationTicket: zText().min(1).max(2048),
});
export type TResendVerificationBody = z.input<typeof ZResendVerificationBody>;

export const ZResendVerificationResponse = z.object({
  data: z.object({ resendAvailableInSeconds: z.number().int().nonnegative() }),
});
export type TResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;

export const resendVerificationContract = defineContract({
  method: 'POST',
  path: '/api/auth/email-verification/resend',
  summary: 'Sends the verification mail again (60 s cooldown)',
  body: ZResendVerificationBody,
  response: ZResendVerificationResponse,
});
