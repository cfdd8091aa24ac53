import type { TErrorDomain } from '#src/errors/status';

/** Welcome, daily and refill bonuses (decisions 160–162): a claim that is not due moves nothing. */
export const BONUSES_ERRORS = {
  DailyBonusNotAvailableError: 409,
  RefillBonusNotAvailableError: 409,
} as const satisfies TErrorDomain;
