import type { TCoinType } from '@casino/money';
import type { TKycEventStatus, TKycReviewAnswer, TKycTrigger } from '#src/rest/kyc/kyc-status';
import type { TRedeemStatus } from '#src/rest/redemption/redeem-status';
import type { TPocFailureType } from '#src/rest/poc/poc-failure-type';
import type { TWalletState } from '#src/rest/wallet/wallet-state';
import type { TEventTriggerEvent } from '#src/rest/event-triggers/event-trigger';

/**
 * Internal domain events, raised after the transaction that caused them commits. Names are
 * '<domain>.<verb>'. Each module adds its events here; handlers live in the consuming module
 * (missions, tournaments, loyalty, …) and never block the emitter.
 */
export interface TDomainEvents {
  /** A ledger transfer committed and moved this player's balances (never raised for a replay). */
  'wallet.changed': {
    userId: string;
    transferId: string;
    code: string;
    coin: TCoinType;
    state: TWalletState;
    /** The game round the transfer settled or opened (from its metadata); null for any other. */
    roundId: string | null;
    occurredAt: string;
  };
  /** A game round was settled (bet and win in one ledger transfer); raised by the rgs module. */
  'round.settled': {
    roundId: string;
    userId: string;
    gameId: string;
    coin: TCoinType;
    betMinor: number;
    winMinor: number;
    transferId: string;
    settledAt: string;
    engineKey: string;
    /** Total win as a multiple of the bet, in hundredths. */
    multiplierHundredths: number;
    /** Big, mega or epic win (10× the bet or more). */
    isBigWin: boolean;
    /** The game's top prize or its max-win cap was hit. */
    isJackpot: boolean;
    /** Free spins awarded in the round (triggers and retriggers). */
    freeSpinsWon: number;
    /** Winning rounds in a row in this game, this one included; 0 after a loss. */
    consecutiveWins: number;
  };
  /** An invited friend qualified and the referrer earned a bonus row (decision 167). */
  'referral.bonus_earned': {
    userId: string;
    bonusId: number;
    gcAmount: number;
    scAmount: number;
  };
  /**
   * A settled GC round took the player's GC from above low_balance_cc_threshold to at or below
   * it (bonuses module, from its round.settled outbox consumer; once per round). In-memory only:
   * the socket pushes it as low_balance and balance_threshold.
   */
  'balance.low': {
    userId: string;
    roundId: string;
    gcBalanceMinor: number;
    thresholdMinor: number;
    /** low_balance_cc_reward: the refill the out-of-coins dialog offers; 0 when none. */
    rewardMinor: number;
  };
  /**
   * A purchase order was credited (module payments): written to the outbox in the ledger
   * transaction that marks the order paid, so once per order (decision 125).
   */
  'purchase.completed': {
    userId: string;
    merchantRefNum: string;
    provider: 'card' | 'applepay' | 'bank' | 'skrill';
    packageId: number;
    amountMinor: number;
    currencyCode: string;
    gcAmountMinor: number;
    scAmountMinor: number;
    creditedAt: string;
  };
  /**
   * The bank provider linked one of the player's bank accounts (module payments, from its signed
   * notification): during a bank purchase or a link for redemptions. Pushed as the socket's
   * bank account result.
   */
  'bank.account-linked': {
    userId: string;
    uniqueUpoId: string;
    bankName: string;
    accountNumberLast4: string;
    transactionType: 'purchase' | 'redeem';
  };
  /**
   * A purchase's result to push to the player (module payments): success from the
   * purchase.completed outbox consumer, the others after the commit that moved the order
   * (expired: the order expiry job, decision 109).
   */
  'purchase.result': {
    userId: string;
    merchantRefNum: string;
    provider: 'card' | 'applepay' | 'bank' | 'skrill';
    status: 'success' | 'pending' | 'failed' | 'cancelled' | 'expired';
    packageId: number;
    amountMinor: number;
    gcAmountMinor: number;
    scAmountMinor: number;
  };
  /**
   * The card processor took back (part of) a credited purchase (module payments, decision 175):
   * written with the last reversal transfer, so once per provider refund or chargeback.
   * `takenMinor` is what the ledger took back per coin, `shortfallMinor` what the player had
   * already spent and was not taken.
   */
  'purchase.reversed': {
    userId: string;
    merchantRefNum: string;
    kind: 'refund' | 'chargeback';
    reversalId: string;
    amountMinor: number;
    currencyCode: string;
    takenMinor: { GC: number; SC: number };
    shortfallMinor: { GC: number; SC: number };
    reversedAt: string;
  };
  /**
   * A player redeemed a promo code (module promotions): the AFTER_PROMO_CODE trigger of the
   * event-trigger work (engagement §7). Written to the outbox with the redemption.
   */
  'promo_code.redeemed': {
    triggerKey: 'AFTER_PROMO_CODE';
    redemptionId: string;
    userId: string;
    promoCode: string;
    gcAmountMinor: number;
    scAmountMinor: number;
    redeemedAt: string;
  };
  /**
   * A player was asked to verify their identity (kyc module; notStarted became requested).
   * Written to the outbox with the change; the socket pushes it as force_kyc.
   */
  'kyc.requested': {
    userId: string;
    trigger: TKycTrigger;
  };
  /**
   * The identity check moved (kyc module, from a provider notification): submitted for review
   * (PENDING), passed (COMPLETED with GREEN) or refused (RED). Written to the outbox; the socket
   * pushes it as kyc_status.
   */
  'kyc.changed': {
    userId: string;
    kycStatus: TKycEventStatus;
    reviewAnswer: TKycReviewAnswer | null;
  };

  /**
   * A redemption request changed status (module redemption: requested, activation, canceled,
   * approved, rejected, paid, expired): written to the outbox in the change's transaction and
   * raised by its consumer, at least once (decision 210); the socket pushes it as redeem_transaction.
   */
  'redemption.changed': {
    userId: string;
    withdrawRequestId: string;
    status: TRedeemStatus;
  };
  /**
   * A card-ownership check was asked for, refused or passed (module poc, decision 135), raised
   * after its commit; the socket pushes it as poc_pushed, poc_failed or poc_success.
   */
  'poc.changed': {
    userId: string;
    kind: 'pushed' | 'failed' | 'success';
    pocSessionId: string;
    cardNumberEnding: string;
    attemptNumber: number;
    failureType: TPocFailureType | null;
    redemptionRequestId: string | null;
  };
  /**
   * Events the server opened for a player without the player asking (module event-triggers,
   * decision 213: an operator's personal gift), raised after the commit; pushed as
   * events_received with each event as the player reads it.
   */
  'event_trigger.received': {
    userId: string;
    events: TEventTriggerEvent[];
  };
  /**
   * An operator started an AFTER_LOGIN trigger (created or replaced active, inside its window),
   * raised after the commit; pushed to every online player as event_started.
   */
  'event_trigger.started': {
    eventTriggerId: number;
  };
  /**
   * A step of a player's rolling offer was taken (decision 214): its free package claimed, or
   * its store package bought (from the purchase.completed outbox consumer); pushed as
   * claim_package.
   */
  'event_trigger.package_claimed': {
    userId: string;
    userEventTriggerId: number;
    eventTriggerId: number;
    packageId: number;
    currentStep: number;
    isCompleted: boolean;
  };
  /**
   * A player's quest moved (module quests, decision 217): a settled round advanced a milestone,
   * a milestone was claimed or the quest finished. Written to the outbox in the change's
   * transaction and raised by its consumer after the commit; pushed as quest_update.
   */
  'quest.updated': {
    userId: string;
    userQuestId: number;
    questKey: string;
    reason: 'progress' | 'milestone_claimed' | 'finished';
  };
}

export type TDomainEventName = keyof TDomainEvents;
