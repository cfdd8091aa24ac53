import type { TErrorDomain } from '#src/errors/status';

/** Game launch and rounds (the spec's launch catalogue names the first two). */
export const RGS_ERRORS = {
  GameNotFoundError: 404,
  GameUrlNotFoundError: 404,
  UnknownVariantError: 404,
  InvalidBetLevelError: 400,
  InvalidRoundInputError: 400,
  RoundNotFoundError: 404,
  RoundInProgressError: 409,
  RoundNotOpenError: 409,
  StepOutOfOrderError: 409,
} as const satisfies TErrorDomain;
