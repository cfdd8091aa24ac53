import { z } from 'zod';
import { ZRedeemStatus } from '#src/rest/redemption/redeem-status';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/**
 * Payout methods this server takes today: bank; payouts (to a linked bank account, confirmed by
 * a code by text, spec §5; decision 198); Skrill (to a Skrill wallet named by its e-mail, with a
 * code), Interac (an e-Transfer to an e-mail, in Canadian dollars; decision 138) and card (back to
 * a card the player saved while buying; decision 205).
 */
export const ZRedeemMethod = z.enum(['bank', 'payouts', 'skrill', 'interac', 'card']);
export type TRedeemMethod = z.infer<typeof ZRedeemMethod>;

/** The currency a payout reaches the player in (1 SC = 1 USD). */
export const ZPayoutCurrencyCode = z.enum(['USD', 'CAD']);
export type TPayoutCurrencyCode = z.infer<typeof ZPayoutCurrencyCode>;

/** The redeem request id: a UUID. */
export const ZWithdrawRequestId = z.uuid();

/** Named stages of the redemption tracker, in order. */
export const REDEEM_STAGES = [
  'requested',
  'identityCheck',
  'cardCheck',
  'approved',
  'paid',
] as const;
export const ZRedeemStage = z.object({
  name: z.enum(REDEEM_STAGES),
  state: z.enum(['done', 'current', 'upcoming', 'skipped', 'stopped']),
  /** When the stage was reached; null until it is. */
  at: z.iso.datetime().nullable(),
});
export type TRedeemStage = z.infer<typeof ZRedeemStage>;

/** The spec's redeem transaction (§3), with the amounts and the tracker's stages. */
export const ZRedeemTransaction = z.object({
  withdrawRequestId: ZWithdrawRequestId,
  status: ZRedeemStatus,
  /**
   * False while the request's dialog (approval, rejected, activation, expired; decision 199)
   * has not been closed by the player.
   */
  acknowledged: z.boolean(),
  paymentProvider: z.enum(['BANK', 'PAYOUTS', 'SKRILL', 'INTERAC', 'CARD']),
  /** True while the request can still change (activation, pending or approved). */
  isProcess: z.boolean(),
  paymentMethodType: ZRedeemMethod,
  /** SC taken from the redeemable balance, in hundredths. */
  amount: ZAmountMinor,
  fee: ZAmountMinor,
  /**
   * What reaches the player, in hundredths of `payoutCurrencyCode`: amount minus fee, converted
   * at the method's rate when the request was made (Interac pays CAD; decision 138).
   */
  payoutAmount: ZAmountMinor,
  payoutCurrencyCode: ZPayoutCurrencyCode,
  /** Why the request was rejected or its payout failed; null otherwise. */
  reason: z.string().nullable(),
  stages: z.array(ZRedeemStage),
  /** While in activation: when the request expires without its code. */
  activationExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TRedeemTransaction = z.infer<typeof ZRedeemTransaction>;

export const ZRedeemTransactionResponse = z.object({
  data: z.object({ redeemRequest: ZRedeemTransaction }),
});
