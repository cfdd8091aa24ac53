import type { TErrorDomain } from '#src/errors/status';

/** Redemption (spec §8 redeem rows): a refused request moves nothing. */
export const REDEMPTION_ERRORS = {
  RedeemAmountOutOfRangeError: 400,
  RedeemRequestNotFoundError: 404,
  RedeemRequestStateError: 409,
} as const satisfies TErrorDomain;
