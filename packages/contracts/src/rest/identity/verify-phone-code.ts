import { z } from 'zod';
import { ZInt32Id } from '#src/common/ids';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { PROFILE_MESSAGES, fillMessage } from '#src/rest/profile/profile-fields';

export const ZVerifyPhoneCodeBody = z.object({
  code: zText({ error: fillMessage(PROFILE_MESSAGES.fieldRequired, { field: 'Code' }) })
    .trim()
    .regex(/^\d{6}$/, fillMessage(PROFILE_MESSAGES.fieldInvalid, { field: 'Code' })),
  marketingConsents: z
    .array(z.object({ marketingConsentId: ZInt32Id, isAccepted: z.boolean() }))
    .max(20)
    .default([]),
});
export type TVerifyPhoneCodeBody = z.input<typeof ZVerifyPhoneCodeBody>;

export const ZVerifyPhoneCodeResponse = z.object({
  data: z.object({ phone: z.string(), phoneVerified: z.literal(true) }),
});
export type TVerifyPhoneCodeResponse = z.infer<typeof ZVerifyPhoneCodeResponse>;

export const verifyPhoneCodeContract = defineContract({
  method: 'POST',
  path: '/api/user/phone-verification/verify',
  summary: 'Completes phone verification with the code from the SMS',
  body: ZVerifyPhoneCodeBody,
  response: ZVerifyPhoneCodeResponse,
});
