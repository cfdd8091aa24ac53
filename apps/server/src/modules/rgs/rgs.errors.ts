import { AppError } from '#src/lib/errors';

/** Error texts of the spec's launch catalogue ('Game not found', 'Game URL not found'). */
export const gameNotFound = () => new AppError('GameNotFoundError', 'Game not found');
export const gameUrlNotFound = () => new AppError('GameUrlNotFoundError', 'Game URL not found');

export const unknownVariant = (variantKey: string) =>
  new AppError('UnknownVariantError', `This game has no title '${variantKey}'`);

export const invalidBetLevel = (betLevel: number) =>
  new AppError('InvalidBetLevelError', `Bet level ${betLevel} is not offered for this game`);

export const roundInProgress = (roundId: string) =>
  new AppError('RoundInProgressError', 'Finish the open round first', { roundId });

export const roundNotFound = () => new AppError('RoundNotFoundError', 'Round not found');

export const roundNotOpen = () =>
  new AppError('RoundNotOpenError', 'This round is over and takes no more actions');

export const stepOutOfOrder = (expected: number) =>
  new AppError('StepOutOfOrderError', `The next step of this round is ${expected}`, {
    expectedStepIndex: expected,
  });

export const invalidRoundInput = (message: string) =>
  new AppError('InvalidRoundInputError', message);

/**
 * A round's step found the round moved on by a twin request since it was read (decision 223).
 * Never leaves the module: the step answers the twin's step instead.
 */
export class RoundMovedOnError extends Error {
  constructor(roundId: string) {
    super(`Round ${roundId} was moved on by a concurrent request`);
    this.name = 'RoundMovedOnError';
  }
}
