import { AppError } from '#src/lib/errors';

/** A bonus id that is not one of this player's referral bonuses; nothing moved. */
export class ReferralBonusNotFoundError extends AppError {
  constructor(bonusIds: number[]) {
    super('ReferralBonusNotFoundError', 'Referral bonus not found', { bonusIds });
  }
}

/** A bonus claimed by an earlier request; nothing moved. */
export class ReferralBonusAlreadyClaimedError extends AppError {
  constructor(bonusIds: number[]) {
    super('ReferralBonusAlreadyClaimedError', 'This referral bonus was already claimed', {
      bonusIds,
    });
  }
}
