import type { TErrorDomain } from '#src/errors/status';

/**
 * Identity verification (payments §8 KYC rows). ForceKYCError: the action needs a completed
 * identity check first (the client opens the KYC dialog). KycTokenError: the identity-check
 * provider did not hand out an access token ("KYC token failure"). KycApplicantNotFoundError: a
 * provider notification names an applicant that is not the one we hold for that player.
 */
export const KYC_ERRORS = {
  ForceKYCError: 403,
  KycTokenError: 502,
  KycApplicantNotFoundError: 404,
  KycAlreadyCompletedError: 409,
} as const satisfies TErrorDomain;
