import type { TErrorDomain } from '#src/errors/status';

/** Daily missions (decision 192): a reward not due, or paid already, moves nothing. */
export const DAILY_MISSIONS_ERRORS = {
  DailyMissionRewardNotClaimableError: 409,
} as const satisfies TErrorDomain;
