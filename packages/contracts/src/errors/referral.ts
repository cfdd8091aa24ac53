import type { TErrorDomain } from '#src/errors/status';

/** Referral bonuses (decision 167): a claim that is refused moves nothing. */
export const REFERRAL_ERRORS = {
  ReferralBonusNotFoundError: 404,
  ReferralBonusAlreadyClaimedError: 409,
} as const satisfies TErrorDomain;
