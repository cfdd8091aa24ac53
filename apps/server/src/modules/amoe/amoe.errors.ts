import { AppError } from '#src/lib/errors';

/** No player has this request code (mistyped or invented); nothing moved. */
export class AmoeCodeNotFoundError extends AppError {
  constructor() {
    super('AmoeCodeNotFoundError', 'No player has this request code');
  }
}

/** This envelope was recorded already (one credit per envelope); nothing moved. */
export class AmoeEnvelopeAlreadyRecordedError extends AppError {
  constructor(envelopeId: string) {
    super('AmoeEnvelopeAlreadyRecordedError', 'This envelope was already recorded', {
      envelopeId,
    });
  }
}

/** The player was credited a mail-in request this period already; nothing moved. */
export class AmoePeriodLimitReachedError extends AppError {
  constructor(period: string) {
    super(
      'AmoePeriodLimitReachedError',
      'This player was already credited a mail-in request today',
      { period },
    );
  }
}
