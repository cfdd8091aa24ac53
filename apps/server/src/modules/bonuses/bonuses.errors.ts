import { AppError } from '#src/lib/errors';

/** Today's daily bonus was already claimed (UTC day, decision 161); nothing moved. */
export class DailyBonusNotAvailableError extends AppError {
  constructor(timeUntilNextBonusMS: number) {
    super('DailyBonusNotAvailableError', 'The daily bonus was already claimed today', {
      timeUntilNextBonusMS,
    });
  }
}

/** The refill is not due: GC is above the threshold, or the cooldown runs (decision 162). */
export class RefillBonusNotAvailableError extends AppError {
  constructor(
    message: string,
    details: { reason: 'balance_above_threshold' | 'cooldown' | 'inactive'; retryAfterMs?: number },
  ) {
    super('RefillBonusNotAvailableError', message, details);
  }
}
