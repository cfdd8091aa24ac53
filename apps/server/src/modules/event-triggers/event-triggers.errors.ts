import { AppError } from '#src/lib/errors';

/** An event used, expired or claimed by an earlier request; nothing moved (409). */
export class EventTriggerNotClaimableError extends AppError {
  constructor(userEventTriggerId: number) {
    super('EventTriggerNotClaimableError', 'This event was already used or has expired', {
      userEventTriggerId,
    });
  }
}

/** Engagement §5: only a package of price 0 is claimed free (400). */
export class EventPackageHasPriceError extends AppError {
  constructor(packageId: number) {
    super('EventPackageHasPriceError', 'Cannot claim package with price', { packageId });
  }
}

/** Decision 214: a rolling offer's packages are taken in order; this one is not on offer (409). */
export class RollingOfferStepError extends AppError {
  constructor(packageId: number, packageIdOnOffer: number) {
    super('RollingOfferStepError', "This package is not the offer's step on offer", {
      packageId,
      packageIdOnOffer,
    });
  }
}

/** Decision 220: coin_back_booster_feat is off for the player; nothing started (409). */
export class CoinBackBoosterUnavailableError extends AppError {
  constructor() {
    super('CoinBackBoosterUnavailableError', 'The coin-back booster is not available right now');
  }
}

/** Decision 221: a priced wheel's spin is bought as its store package first; nothing drawn (409). */
export class WheelOfFortuneNotBoughtError extends AppError {
  constructor(packageId: number) {
    super('WheelOfFortuneNotBoughtError', "Buy the wheel's package to spin it", { packageId });
  }
}
