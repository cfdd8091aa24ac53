import { AppError } from '#src/lib/errors';

/** Error texts of the spec's launch catalogue ('Game not found', 'Game URL not found'). */
export const gameNotFound = () => new AppError('GameNotFoundError', 'Game not found', 404);
export const gameUrlNotFound = () =>
  new AppError('GameUrlNotFoundError', 'Game URL not found', 404);

export const unknownVariant = (variantKey: string) =>
  new AppError('UnknownVariantError', `This game has no title '${variantKey}'`, 404);

export const invalidBetLevel = (betLevel: number) =>
  new AppError('InvalidBetLevelError', `Bet level ${betLevel} is not offered for this game`, 400);

export const roundInProgress = (roundId: string) =>
  new AppError('RoundInProgressError', 'Finish the open round first', 409, { roundId });

export const roundNotFound = () => new AppError('RoundNotFoundError', 'Round not found', 404);

export const roundNotOpen = () =>
  new AppError('RoundNotOpenError', 'This round is over and takes no more actions', 409);

export const stepOutOfOrder = (expected: number) =>
  new AppError('StepOutOfOrderError', `The next step of this round is ${expected}`, 409, {
    expectedStepIndex: expected,
  });

export const invalidRoundInput = (message: string) =>
  new AppError('InvalidRoundInputError', message, 400);
