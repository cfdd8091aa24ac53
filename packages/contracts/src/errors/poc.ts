import type { TErrorDomain } from '#src/errors/status';

/**
 * Card ownership (POC; payments §4, §8 card-verification rows; decision 135).
 * PocSessionNotFoundError: no such session of this player. PocSessionStateError: the session or
 * the redemption is not in a state that allows the call (finished, not the latest attempt).
 * PocTokenError: the identity-check provider did not hand out an access token.
 */
export const POC_ERRORS = {
  PocSessionNotFoundError: 404,
  PocSessionStateError: 409,
  PocTokenError: 502,
} as const satisfies TErrorDomain;
