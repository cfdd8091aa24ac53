import { AppError } from '#src/lib/errors';

/** No terms are published, or the id is not a published version. */
export class TermsOfServiceNotFoundError extends AppError {
  constructor(tosId: number | null) {
    super('TermsOfServiceNotFoundError', 'Terms of service not found', { tosId });
  }
}

/** The player accepted a version that is no longer the one in force; nothing was recorded. */
export class TermsOfServiceOutdatedError extends AppError {
  constructor(tosId: number, currentTosId: number) {
    super('TermsOfServiceOutdatedError', 'Newer terms of service were published', {
      tosId,
      currentTosId,
    });
  }
}

/** The version in force needs this player's acceptance before a round can start. */
export class TermsOfServiceAcceptanceRequiredError extends AppError {
  constructor(tosId: number) {
    super(
      'TermsOfServiceAcceptanceRequiredError',
      'Accept the updated terms of service to keep playing',
      { tosId },
    );
  }
}
