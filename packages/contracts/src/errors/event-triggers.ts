import type { TErrorDomain } from '#src/errors/status';

/**
 * Event-trigger popups (decision 119): an event used, expired or claimed by an earlier request
 * moves nothing (409); a priced package is never claimed free (400); a rolling offer's steps are
 * taken in order (409, decision 214); a coin-back booster is claimed only while
 * coin_back_booster_feat is on for the player (409, decision 220); a priced wheel
 * spins once its package was bought (409, decision 221).
 */
export const EVENT_TRIGGERS_ERRORS = {
  EventTriggerNotClaimableError: 409,
  EventPackageHasPriceError: 400,
  RollingOfferStepError: 409,
  CoinBackBoosterUnavailableError: 409,
  WheelOfFortuneNotBoughtError: 409,
} as const satisfies TErrorDomain;
