import { z } from 'zod';
import { defineContract } from '#src/contract';
import { KYC_STATUSES } from '#src/rest/profile/user-profile';
import { ZKycReviewAnswer, ZKycTrigger } from '#src/rest/kyc/kyc-status';

export const ZForceKyc = z.object({
  /** Open the KYC dialog now: a check was requested and has not passed yet. */
  shouldShowKYC: z.boolean(),
  kycStatus: z.enum(KYC_STATUSES),
  /** The last finished review's answer; null before the first one ends. */
  reviewAnswer: ZKycReviewAnswer.nullable(),
  /** Whether the last review is with the provider (submitted, not yet answered). */
  isReviewPending: z.boolean(),
  /** What asked for the check; null when nothing has. */
  trigger: ZKycTrigger.nullable(),
});
export type TForceKyc = z.infer<typeof ZForceKyc>;

export const ZGetForceKycResponse = z.object({ data: ZForceKyc });
export type TGetForceKycResponse = z.infer<typeof ZGetForceKycResponse>;

/** Whether the client must show the KYC dialog (payments §6, §7: GET user/force-kyc). */
export const getForceKycContract = defineContract({
  method: 'GET',
  path: '/api/user/force-kyc',
  summary: 'Whether the player must verify their identity now (shouldShowKYC)',
  response: ZGetForceKycResponse,
});
