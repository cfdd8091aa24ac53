import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZNewPassword } from '#src/rest/auth/auth-fields';

export const ZCompletePasswordResetBody = z.object({
  token: zText().min(1).max(512),
  newPassword: ZNewPassword,
});
export type TCompletePasswordResetBody = z.input<typeof ZCompletePasswordResetBody>;

export const ZCompletePasswordResetResponse = z.object({
  data: z.object({ isReset: z.literal(true) }),
});
export type TCompletePasswordResetResponse = z.infer<typeof ZCompletePasswordResetResponse>;

export const completePasswordResetContract = defineContract({
  method: 'POST',
  path: '/api/auth/password-reset/complete',
  summary: "Sets a new password from the reset link's token and revokes every session",
  body: ZCompletePasswordResetBody,
  response: ZCompletePasswordResetResponse,
});
