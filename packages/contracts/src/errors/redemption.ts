import type { TErrorDomain } from '#src/errors/status';

/** Redemption (spec §8 redeem rows): a refused request moves nothing. */
export const REDEMPTION_ERRORS = {
  RedeemAmountOutOfRangeError: 400,
  RedeemRequestNotFoundError: 404,
  RedeemRequestStateError: 409,
  /** Spec §8: a new code is needed (the last one expired or used up its attempts). */
  OtpRequiredError: 400,
  /** Spec §8: the code is wrong; details carry attemptsLeft. */
  InvalidOtpError: 400,
  /** Spec §8: the text with the code could not be sent. */
  FailedToSendOtpError: 502,
  /** The method needs a code by text and the player has no verified phone (decision 198). */
  OtpPhoneRequiredError: 400,
} as const satisfies TErrorDomain;
