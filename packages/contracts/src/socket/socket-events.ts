import { z } from 'zod';
import { zText } from '#src/common/text';
import { ZRedeemStatus } from '#src/rest/redemption/redeem-status';
import { ZPocFailureType } from '#src/rest/poc/poc-failure-type';
import { KYC_EVENT_STATUSES, ZKycReviewAnswer, ZKycTrigger } from '#src/rest/kyc/kyc-status';
import { ZWalletState } from '#src/rest/wallet/wallet-state';

/** socket.io mount point and the player namespace (spec: path /api/socket, namespace /wallet). */
export const SOCKET_PATH = '/api/socket';
export const WALLET_NAMESPACE = '/wallet';

/** Room of one player's sockets across every server process. */
export function playerRoom(userId: string): string {
  return `player:${userId}`;
}

/**
 * What the client sends when it connects (socket.io `auth`): the short-lived ID token, the page
 * it is on, and a per-browser id so the multi-session guard can tell tabs of one browser apart.
 */
export const ZSocketHandshakeAuth = z.object({
  token: zText().min(1),
  pathname: zText().max(2048).default('/'),
  browserId: zText().min(1).max(128).optional(),
});
export type TSocketHandshakeAuth = z.input<typeof ZSocketHandshakeAuth>;

/**
 * The wallet message: the state after a committed transfer. `roundId` names the game round the
 * transfer belongs to (null for any other), so an open game frame's host can hold the balance
 * until the frame has shown that round (spinEnd for the same round id).
 */
export const ZWalletMessage = z.object({
  type: z.literal('wallet'),
  state: ZWalletState,
  transferId: z.string(),
  code: z.string(),
  roundId: z.string().nullable(),
  /**
   * Sent by the durable delivery (decision 154) when no process pushed it after the commit (a
   * crash, another process): the state may be older than one already shown, so the client reads
   * the wallet again instead of setting it, and skips a transfer id it has already applied.
   */
  replayed: z.boolean().optional(),
});
export type TWalletMessage = z.infer<typeof ZWalletMessage>;

/**
 * Low balance (engagement §3, §7): a settled GC round left the balance at or below
 * low_balance_cc_threshold. Amounts in minor units; `prize` is the refill on offer (0: none).
 * Pushed once per round (decision 122); clients also deduplicate by `roundId`.
 */
export const ZLowBalanceMessage = z.object({
  roundId: z.string(),
  coin: z.literal('GC'),
  balance: z.number().int(),
  threshold: z.number().int(),
  prize: z.number().int(),
});
export type TLowBalanceMessage = z.infer<typeof ZLowBalanceMessage>;

/**
 * Balance threshold: the giveaway refill (`thresholdPrize`, GC minor units) the out-of-coins
 * dialog offers after the round; pushed with low_balance only when a refill is configured.
 */
export const ZBalanceThresholdMessage = z.object({
  roundId: z.string(),
  coin: z.literal('GC'),
  balance: z.number().int(),
  threshold: z.number().int(),
  thresholdPrize: z.number().int().positive(),
});
export type TBalanceThresholdMessage = z.infer<typeof ZBalanceThresholdMessage>;

/** A referral bonus waits to be claimed (payments §7 socket events: referral bonus). */
export const ZReferralBonusMessage = z.object({
  type: z.literal('referral_bonus'),
  bonusId: z.number().int().positive(),
  gcAmount: z.number().int().nonnegative(),
  scAmount: z.number().int().nonnegative(),
});
export type TReferralBonusMessage = z.infer<typeof ZReferralBonusMessage>;

/**
 * Forced KYC (payments §4 KYC): the server asks this player to verify their identity now; the
 * client opens the KYC dialog. `kycStatus` is upper-case, as event data carries it.
 */
export const ZForceKycMessage = z.object({
  type: z.literal('force_kyc'),
  kycStatus: z.enum(KYC_EVENT_STATUSES),
  trigger: ZKycTrigger,
});
export type TForceKycMessage = z.infer<typeof ZForceKycMessage>;

/** The identity check moved: submitted (PENDING), passed (COMPLETED, GREEN) or refused (RED). */
export const ZKycStatusMessage = z.object({
  type: z.literal('kyc_status'),
  kycStatus: z.enum(KYC_EVENT_STATUSES),
  reviewAnswer: ZKycReviewAnswer.nullable(),
});
export type TKycStatusMessage = z.infer<typeof ZKycStatusMessage>;

/** Sent to an older socket of the same browser when a newer one connects (multi-session guard). */
export const ZMultisessionDisconnect = z.object({
  reason: z.literal('multisession'),
});
export type TMultisessionDisconnect = z.infer<typeof ZMultisessionDisconnect>;

/**
 * A redemption request's status changed (payments §4 redeem transaction statuses; decision
 * 184): the client reads its requests again and shows the approval dialog when one is due.
 */
export const ZRedeemTransactionMessage = z.object({
  type: z.literal('redeem_transaction'),
  withdrawRequestId: z.uuid(),
  status: ZRedeemStatus,
});
export type TRedeemTransactionMessage = z.infer<typeof ZRedeemTransactionMessage>;

/**
 * A purchase's result (payments §7 socket events: payment result; §4 step 5): `transactionId` is
 * the order's reference, as the purchase calls answer it. The client shows success for its
 * in-process transaction on success, the failed dialog on failed or cancelled, and the expired
 * dialog on expired: the order stayed unpaid past its time and nothing was charged (decision 109).
 */
export const PAYMENT_RESULT_STATUSES = [
  'success',
  'pending',
  'failed',
  'cancelled',
  'expired',
] as const;
export const ZPaymentResultMessage = z.object({
  type: z.literal('payment_result'),
  transactionId: z.string(),
  paymentMethod: z.enum(['card', 'applepay', 'bank', 'skrill']),
  status: z.enum(PAYMENT_RESULT_STATUSES),
  packageId: z.number().int(),
  /** The order's price (USD minor units) and coins (minor units), for the success dialog. */
  price: z.number().int(),
  gcAmount: z.number().int(),
  scAmount: z.number().int(),
});
export type TPaymentResultMessage = z.infer<typeof ZPaymentResultMessage>;

/**
 * A bank account result (payments §7 socket events; §3 bank accounts result, each with its
 * uniqueUpoId): the bank linked one of the player's accounts, paying (`purchase`) or for
 * redemptions (`redeem`). The client reads its saved payment options and redemption accounts again.
 */
export const ZBankAccountResultMessage = z.object({
  type: z.literal('bank_account_result'),
  transactionType: z.enum(['purchase', 'redeem']),
  bankAccounts: z.array(
    z.object({
      uniqueUpoId: z.string(),
      bankName: z.string(),
      accountNumberLast4: z.string(),
    }),
  ),
});
export type TBankAccountResultMessage = z.infer<typeof ZBankAccountResultMessage>;

/**
 * Card ownership (POC; payments §4, §5; decision 135): a check was asked for (poc_pushed), refused
 * (poc_failed, with its failureType) or passed (poc_success). The client ignores, and logs, a
 * payload without the card ending or the session id.
 */
export const ZPocMessage = z.object({
  type: z.enum(['poc_pushed', 'poc_failed', 'poc_success']),
  pocSessionId: z.uuid(),
  cardNumberEnding: z.string().regex(/^\d{4}$/),
  attemptNumber: z.number().int().positive(),
  failureType: ZPocFailureType.nullable(),
  redemptionRequestId: z.uuid().nullable(),
});
export type TPocMessage = z.infer<typeof ZPocMessage>;

/**
 * Event triggers, events received (engagement §7; decision 213): events the server opened for
 * this player without the player asking (an operator's personal gift). Each is checked on
 * receipt like a read one; one already present is ignored.
 */
export const ZEventsReceivedMessage = z.object({
  type: z.literal('events_received'),
  events: z.array(z.unknown()),
});
export type TEventsReceivedMessage = z.infer<typeof ZEventsReceivedMessage>;

/**
 * Event triggers, event started: an operator started an AFTER_LOGIN trigger while players are
 * online. Each client reads its events again after a random 5 s to 5 min (engagement §4, §9).
 */
export const ZEventStartedMessage = z.object({
  type: z.literal('event_started'),
  eventTriggerId: z.number().int(),
});
export type TEventStartedMessage = z.infer<typeof ZEventStartedMessage>;

/**
 * Event triggers, claim package: a step of the player's rolling offer was taken (its free
 * package claimed, or its store package bought); `currentStep` is the step now on offer,
 * `isCompleted` true when none is left (decision 214).
 */
export const ZClaimPackageMessage = z.object({
  type: z.literal('claim_package'),
  userEventTriggerId: z.number().int(),
  eventTriggerId: z.number().int(),
  packageId: z.number().int(),
  currentStep: z.number().int(),
  isCompleted: z.boolean(),
});
export type TClaimPackageMessage = z.infer<typeof ZClaimPackageMessage>;

/**
 * Quest update (engagement §4/§7 "quest update", decision 217): the player's quest moved — a
 * round advanced a milestone, a milestone was claimed, the quest finished. The client reads its
 * quest again, and the quest dialog may open again for each coin type.
 */
export const ZQuestUpdateMessage = z.object({
  type: z.literal('quest_update'),
  userQuestId: z.number().int(),
  questKey: z.string(),
  reason: z.enum(['progress', 'milestone_claimed', 'finished']),
});
export type TQuestUpdateMessage = z.infer<typeof ZQuestUpdateMessage>;

/** Events the server emits to clients in the wallet namespace. Other modules add theirs here. */
export interface ServerToClientEvents {
  wallet: (message: TWalletMessage) => void;
  referral_bonus: (message: TReferralBonusMessage) => void;
  disconnect_multiple_sessions: (message: TMultisessionDisconnect) => void;
  low_balance: (message: TLowBalanceMessage) => void;
  balance_threshold: (message: TBalanceThresholdMessage) => void;
  force_kyc: (message: TForceKycMessage) => void;
  kyc_status: (message: TKycStatusMessage) => void;
  redeem_transaction: (message: TRedeemTransactionMessage) => void;
  payment_result: (message: TPaymentResultMessage) => void;
  bank_account_result: (message: TBankAccountResultMessage) => void;
  poc_pushed: (message: TPocMessage) => void;
  poc_failed: (message: TPocMessage) => void;
  poc_success: (message: TPocMessage) => void;
  events_received: (message: TEventsReceivedMessage) => void;
  event_started: (message: TEventStartedMessage) => void;
  claim_package: (message: TClaimPackageMessage) => void;
  quest_update: (message: TQuestUpdateMessage) => void;
}

/** Events clients send; the wallet namespace listens only. */
export type ClientToServerEvents = Record<string, never>;

/** Per-socket data the server keeps after the handshake. */
export interface TSocketData {
  userId: string;
  pathname: string;
  browserId: string | null;
}

/** Connect errors the server answers a refused handshake with (`connect_error` message). */
export const SOCKET_CONNECT_ERRORS = {
  unauthorized: 'UnauthorizedError',
  forbiddenOrigin: 'ForbiddenOriginError',
} as const;
