import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZEmail, ZNewPassword } from '#src/rest/auth/auth-fields';
import { ZInt32Id } from '#src/common/ids';

export const ZSignUpBody = z.object({
  email: ZEmail,
  password: ZNewPassword,
  /** The age / excluded-territory confirmation and Terms + Privacy acceptance (§5). */
  isAgeConfirmed: z.literal(true, { error: '* Please check the required conditions to proceed' }),
  isTermsAccepted: z.literal(true, { error: '* Please check the required conditions to proceed' }),
  marketingConsents: z
    .array(z.object({ marketingConsentId: ZInt32Id, isAccepted: z.boolean() }))
    .max(20)
    .default([]),
  landing: zText().max(64).optional(),
  /** The invite code of a referral link (`campaign` with source=friends). */
  referrerCode: zText()
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /** This browser's id (kept in local storage), for the referral second-account check. */
  deviceId: zText().max(128).optional(),
});
export type TSignUpBody = z.input<typeof ZSignUpBody>;

export const ZEmailVerificationPending = z.object({
  emailVerified: z.boolean(),
  /** Lets this browser watch for the verification and resend the mail; grants no sign-in. */
  verificationTicket: z.string(),
  resendAvailableInSeconds: z.number().int().nonnegative(),
  /** Development and demo only: the local outbox page where the mail can be read. */
  devOutboxUrl: z.string().optional(),
});

export const ZSignUpResponse = z.object({ data: ZEmailVerificationPending });
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

export const signUpContract = defineContract({
  method: 'POST',
  path: '/api/auth/sign-up',
  summary: 'Email sign-up: creates the account and sends the verification mail',
  body: ZSignUpBody,
  response: ZSignUpResponse,
});
