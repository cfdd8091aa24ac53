import { z } from 'zod';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';

/**
 * A redemption request's life (decision 180): `pending` while the operator decides (its SC held
 * in the ledger), `approved` while the payout provider pays, then `paid`; `canceled` by the
 * player or `rejected` by the operator (or a failed payout) return the held SC.
 */
export const REDEEM_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'canceled'] as const;
export const ZRedeemStatus = z.enum(REDEEM_STATUSES);
export type TRedeemStatus = z.infer<typeof ZRedeemStatus>;

/** Payout methods this server takes today; the spec's others (card, Skrill, …) come later. */
export const ZRedeemMethod = z.enum(['bank']);
export type TRedeemMethod = z.infer<typeof ZRedeemMethod>;

/** The redeem request id: a UUID. */
export const ZWithdrawRequestId = z.uuid();

/** Named stages of the redemption tracker, in order. */
export const REDEEM_STAGES = ['requested', 'identityCheck', 'approved', 'paid'] as const;
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
  /** False for an approved or paid request whose approval dialog the player has not closed. */
  acknowledged: z.boolean(),
  paymentProvider: z.literal('BANK'),
  /** True while the request can still change (pending or approved). */
  isProcess: z.boolean(),
  paymentMethodType: ZRedeemMethod,
  /** SC taken from the redeemable balance, in hundredths. */
  amount: ZAmountMinor,
  fee: ZAmountMinor,
  /** What reaches the player: amount minus fee. */
  payoutAmount: ZAmountMinor,
  /** Why the request was rejected or its payout failed; null otherwise. */
  reason: z.string().nullable(),
  stages: z.array(ZRedeemStage),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TRedeemTransaction = z.infer<typeof ZRedeemTransaction>;

export const ZRedeemTransactionResponse = z.object({
  data: z.object({ redeemRequest: ZRedeemTransaction }),
});
