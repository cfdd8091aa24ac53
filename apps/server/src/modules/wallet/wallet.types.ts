import type { TCoinType } from '@casino/money';
import type { TWalletState } from '@casino/contracts';

/** Player-side accounts: GC, and SC split into bonus, purchased and winnings. */
export const PLAYER_BUCKETS = ['gc', 'bsc', 'psc', 'wsc'] as const;
export type TPlayerBucket = (typeof PLAYER_BUCKETS)[number];
export type TScBucket = Exclude<TPlayerBucket, 'gc'>;

/** SC bets spend bonus first, then purchased, then winnings (DESIGN.md "Money"). */
export const SC_SPEND_ORDER: readonly TScBucket[] = ['bsc', 'psc', 'wsc'];

/** House accounts by purpose; each exists once per currency. */
export const HOUSE_PURPOSES = [
  'bets',
  'wins',
  'bonuses',
  'purchases',
  'redemptions',
  /** SC winnings held for redemption requests until they are paid, canceled or rejected. */
  'pending_redemptions',
  'promotions',
  'corrections',
] as const;
export type THousePurpose = (typeof HOUSE_PURPOSES)[number];

/**
 * Why money moved. Each code fixes the direction, the house account on the other side and the
 * player bucket (SC) unless the caller may choose one (see `CODE_RULES`).
 */
export const TRANSFER_CODES = [
  'bet',
  'win',
  'round',
  'purchase',
  'purchase_refund',
  'purchase_chargeback',
  'bonus',
  'welcome_bonus',
  'daily_bonus',
  'refill_bonus',
  'amoe',
  'referral_bonus',
  'daily_mission',
  'coin_back',
  'event_gift',
  'promotion',
  'redemption',
  'redemption_refund',
  'redemption_hold',
  'redemption_release',
  'redemption_payout',
  'refund',
  'correction',
] as const;
export type TTransferCode = (typeof TRANSFER_CODES)[number];

/** Codes `transfer` takes: every code but a round's and a held redemption's payout. */
export type TSimpleTransferCode = Exclude<TTransferCode, 'round' | 'redemption_payout'>;

export type TMetadata = Record<string, unknown>;

/** A held redemption paid out: its SC leaves the pending account for the redemptions one. */
export interface TRedemptionPayoutRequest {
  /** Natural key, e.g. `redemption:<id>:payout`. */
  idempotencyKey: string;
  userId: string;
  amountMinor: number;
  metadata?: TMetadata;
}

/** A single-direction movement between one player and one house account. */
export interface TTransferRequest {
  /** Unique per intended movement, e.g. `purchase:<orderId>`; a repeat moves nothing. */
  idempotencyKey: string;
  code: TSimpleTransferCode;
  userId: string;
  coin: TCoinType;
  /** Positive integer hundredths. */
  amountMinor: number;
  /** Only for `correction`: which way the money goes for the player. */
  direction?: 'credit' | 'debit';
  /** SC bucket for credits whose code allows a choice (bonus, promotion, refund, correction). */
  bucket?: TScBucket;
  metadata?: TMetadata;
}

/** A game round: the bet and the win in one transfer, so a round is never half-settled. */
export interface TSettleRoundRequest {
  /** Natural key, e.g. `round:<roundId>`. */
  idempotencyKey: string;
  userId: string;
  coin: TCoinType;
  betMinor: number;
  winMinor: number;
  metadata?: TMetadata;
}

/** One player-side leg: negative debits the bucket, positive credits it. */
export interface TPlayerLeg {
  bucket: TPlayerBucket;
  amountMinor: number;
  house: THousePurpose;
}

export interface TTransferResult {
  transferId: string;
  idempotencyKey: string;
  code: TTransferCode;
  userId: string;
  coin: TCoinType;
  legs: TPlayerLeg[];
  /** Balances right after this transfer committed. */
  state: TWalletState;
  createdAt: string;
  /** True when this answer repeats an earlier transfer with the same key (nothing moved now). */
  isReplay: boolean;
}

export interface TWalletSnapshot {
  walletId: number;
  currencyCode: string;
  state: TWalletState;
}
