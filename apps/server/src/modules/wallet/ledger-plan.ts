import { AMOUNT_MINOR_MAX, type TCoinType } from '@casino/money';
import type { TWalletState } from '@casino/contracts';
import { InsufficientFundsError, InvalidTransferError } from '#src/modules/wallet/wallet.errors';
import {
  SC_SPEND_ORDER,
  type THousePurpose,
  type TPlayerBucket,
  type TPlayerLeg,
  type TRedemptionPayoutRequest,
  type TScBucket,
  type TSimpleTransferCode,
  type TSettleRoundRequest,
  type TTransferRequest,
} from '#src/modules/wallet/wallet.types';

/**
 * Pure rules of the ledger: which player buckets a request moves and by how much, given the
 * balances at the moment the player's accounts are locked. No database here, so the property
 * tests can check these rules against a model.
 */

interface TCodeRule {
  direction: 'credit' | 'debit' | 'either';
  house: THousePurpose;
  /** SC bucket a credit lands in when the caller names none. */
  creditBucket?: TScBucket;
  /** Whether the caller may name another SC bucket. */
  isBucketChoosable: boolean;
  /** Debits from one bucket only (redemption spends winnings alone); otherwise the spend order. */
  debitBucket?: TScBucket;
  isScOnly?: boolean;
  /**
   * A debit that takes what the player still holds, up to the amount, instead of refusing
   * (purchase reversals, decision 175): purchased SC first, then bonus, then winnings.
   */
  isCapped?: boolean;
}

const REVERSAL_SPEND_ORDER: readonly TPlayerBucket[] = ['psc', 'bsc', 'wsc'];

export const CODE_RULES: Record<TSimpleTransferCode, TCodeRule> = {
  bet: { direction: 'debit', house: 'bets', isBucketChoosable: false },
  win: { direction: 'credit', house: 'wins', creditBucket: 'wsc', isBucketChoosable: false },
  purchase: {
    direction: 'credit',
    house: 'purchases',
    creditBucket: 'psc',
    isBucketChoosable: false,
  },
  purchase_refund: {
    direction: 'debit',
    house: 'purchases',
    isBucketChoosable: false,
    isCapped: true,
  },
  purchase_chargeback: {
    direction: 'debit',
    house: 'purchases',
    isBucketChoosable: false,
    isCapped: true,
  },
  bonus: { direction: 'credit', house: 'bonuses', creditBucket: 'bsc', isBucketChoosable: true },
  welcome_bonus: {
    direction: 'credit',
    house: 'bonuses',
    creditBucket: 'bsc',
    isBucketChoosable: false,
  },
  daily_bonus: {
    direction: 'credit',
    house: 'bonuses',
    creditBucket: 'bsc',
    isBucketChoosable: false,
  },
  refill_bonus: {
    direction: 'credit',
    house: 'bonuses',
    creditBucket: 'bsc',
    isBucketChoosable: false,
  },
  amoe: {
    direction: 'credit',
    house: 'promotions',
    creditBucket: 'bsc',
    isBucketChoosable: false,
    isScOnly: true,
  },
  referral_bonus: {
    direction: 'credit',
    house: 'bonuses',
    creditBucket: 'bsc',
    isBucketChoosable: false,
  },
  daily_mission: {
    direction: 'credit',
    house: 'bonuses',
    creditBucket: 'bsc',
    isBucketChoosable: false,
  },
  /** Coin-back returns a share of losses like a bonus: SC to bsc, played before redeeming. */
  coin_back: {
    direction: 'credit',
    house: 'bonuses',
    creditBucket: 'bsc',
    isBucketChoosable: false,
  },
  /** Event-trigger gifts, personal gifts and free offer packages (decision 119): a bonus. */
  event_gift: {
    direction: 'credit',
    house: 'bonuses',
    creditBucket: 'bsc',
    isBucketChoosable: false,
  },
  promotion: {
    direction: 'credit',
    house: 'promotions',
    creditBucket: 'bsc',
    isBucketChoosable: true,
  },
  redemption: {
    direction: 'debit',
    house: 'redemptions',
    debitBucket: 'wsc',
    isBucketChoosable: false,
    isScOnly: true,
  },
  redemption_refund: {
    direction: 'credit',
    house: 'redemptions',
    creditBucket: 'wsc',
    isBucketChoosable: false,
    isScOnly: true,
  },
  redemption_hold: {
    direction: 'debit',
    house: 'pending_redemptions',
    debitBucket: 'wsc',
    isBucketChoosable: false,
    isScOnly: true,
  },
  redemption_release: {
    direction: 'credit',
    house: 'pending_redemptions',
    creditBucket: 'wsc',
    isBucketChoosable: false,
    isScOnly: true,
  },
  refund: { direction: 'credit', house: 'bets', creditBucket: 'bsc', isBucketChoosable: true },
  correction: {
    direction: 'either',
    house: 'corrections',
    creditBucket: 'bsc',
    isBucketChoosable: true,
  },
};

function assertAmount(name: string, value: number, allowZero: boolean): void {
  const isValid =
    Number.isSafeInteger(value) &&
    value <= AMOUNT_MINOR_MAX &&
    (allowZero ? value >= 0 : value > 0);
  if (!isValid) {
    throw new InvalidTransferError(
      `${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer number of hundredths`,
    );
  }
}

export function assertIdempotencyKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 200) {
    throw new InvalidTransferError('idempotencyKey must be 1 to 200 characters');
  }
}

/** What a capped debit of `amountMinor` takes: the player's holdings in the reversal order. */
function cappedDebitLegs(
  coin: TCoinType,
  amountMinor: number,
  balances: TWalletState,
  house: THousePurpose,
): TPlayerLeg[] {
  const order = coin === 'GC' ? (['gc'] as const) : REVERSAL_SPEND_ORDER;
  const legs: TPlayerLeg[] = [];
  let remaining = amountMinor;
  for (const bucket of order) {
    const taken = Math.min(balances[bucket], remaining);
    if (taken > 0) legs.push({ bucket, amountMinor: -taken, house });
    remaining -= taken;
  }
  return legs;
}

/** Debit legs for an amount: GC from gc; SC in spend order (or from one bucket). */
function debitLegs(
  coin: TCoinType,
  amountMinor: number,
  balances: TWalletState,
  house: THousePurpose,
  onlyBucket?: TScBucket,
): TPlayerLeg[] {
  const order: readonly TPlayerBucket[] =
    coin === 'GC' ? ['gc'] : onlyBucket ? [onlyBucket] : SC_SPEND_ORDER;
  const available = order.reduce((sum, bucket) => sum + balances[bucket], 0);
  if (available < amountMinor) {
    throw new InsufficientFundsError(
      onlyBucket === 'wsc' ? 'Insufficient redeemable balance' : 'Insufficient funds',
      { coin, requiredMinor: amountMinor, availableMinor: available },
    );
  }
  const legs: TPlayerLeg[] = [];
  let remaining = amountMinor;
  for (const bucket of order) {
    if (remaining === 0) break;
    const taken = Math.min(balances[bucket], remaining);
    if (taken > 0) legs.push({ bucket, amountMinor: -taken, house });
    remaining -= taken;
  }
  return legs;
}

export function planTransfer(request: TTransferRequest, balances: TWalletState): TPlayerLeg[] {
  const rule = CODE_RULES[request.code];
  assertAmount('amountMinor', request.amountMinor, false);
  if (rule.isScOnly && request.coin !== 'SC') {
    throw new InvalidTransferError(`${request.code} moves SC only`);
  }
  if (request.bucket && (!rule.isBucketChoosable || request.coin !== 'SC')) {
    throw new InvalidTransferError(`${request.code} does not take a bucket for ${request.coin}`);
  }
  const direction = rule.direction === 'either' ? request.direction : rule.direction;
  if (!direction) throw new InvalidTransferError('correction needs a direction');
  if (rule.direction !== 'either' && request.direction && request.direction !== direction) {
    throw new InvalidTransferError(`${request.code} is always a ${direction}`);
  }
  if (direction === 'debit' && rule.isCapped) {
    return cappedDebitLegs(request.coin, request.amountMinor, balances, rule.house);
  }
  if (direction === 'debit') {
    const onlyBucket = request.code === 'correction' ? request.bucket : rule.debitBucket;
    return debitLegs(request.coin, request.amountMinor, balances, rule.house, onlyBucket);
  }
  const bucket: TPlayerBucket =
    request.coin === 'GC' ? 'gc' : (request.bucket ?? rule.creditBucket ?? 'bsc');
  return [{ bucket, amountMinor: request.amountMinor, house: rule.house }];
}

/** Bet legs (spend order) then the win leg (winnings), against the balances before the round. */
export function planRound(request: TSettleRoundRequest, balances: TWalletState): TPlayerLeg[] {
  assertAmount('betMinor', request.betMinor, true);
  assertAmount('winMinor', request.winMinor, true);
  const legs =
    request.betMinor > 0 ? debitLegs(request.coin, request.betMinor, balances, 'bets') : [];
  if (request.winMinor > 0) {
    legs.push({
      bucket: request.coin === 'GC' ? 'gc' : 'wsc',
      amountMinor: request.winMinor,
      house: 'wins',
    });
  }
  return legs;
}

/**
 * A held redemption paid out (decision 180): the held SC passes through the player's winnings
 * (credited from pending_redemptions, debited to redemptions in the same transfer), so the
 * player's balance does not change and the two house accounts carry the movement.
 */
export function planRedemptionPayout(request: TRedemptionPayoutRequest): TPlayerLeg[] {
  assertAmount('amountMinor', request.amountMinor, false);
  return [
    { bucket: 'wsc', amountMinor: request.amountMinor, house: 'pending_redemptions' },
    { bucket: 'wsc', amountMinor: -request.amountMinor, house: 'redemptions' },
  ];
}

/** The wallet state after applying legs; every bucket stays at or above zero by construction. */
export function applyLegs(balances: TWalletState, legs: readonly TPlayerLeg[]): TWalletState {
  const next = { ...balances };
  for (const leg of legs) next[leg.bucket] += leg.amountMinor;
  return next;
}

export function coinOfBucket(bucket: TPlayerBucket): TCoinType {
  return bucket === 'gc' ? 'GC' : 'SC';
}
