import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import {
  ZRedeemTransaction,
  ZRedeemTransactionResponse,
  ZWithdrawRequestId,
} from '#src/rest/redemption/redeem-request';
import { ZRedeemStatus } from '#src/rest/redemption/redeem-status';
import { ZWebhookAcknowledgement } from '#src/rest/payments/card-webhook';

export const ZAdminRedeemTransaction = ZRedeemTransaction.extend({
  userId: z.string(),
  /** The linked bank account (bank, payouts); null for methods paid to an e-mail. */
  userPMId: z.string().nullable(),
  /** Where a Skrill or Interac payout goes; null for bank and payouts. */
  payoutEmail: z.string().nullable(),
  payoutName: z.string().nullable(),
  payoutId: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type TAdminRedeemTransaction = z.infer<typeof ZAdminRedeemTransaction>;

export const ADMIN_REDEMPTIONS_LIMIT = 100;

export const listAdminRedemptionsContract = defineContract({
  method: 'GET',
  path: '/api/admin/redemptions',
  summary: 'Redemption requests, oldest first (admin:redemptions.manage)',
  query: z.object({ status: ZRedeemStatus.optional() }),
  response: z.object({ data: z.object({ redemptions: z.array(ZAdminRedeemTransaction) }) }),
});

/**
 * Approves a pending request and hands it to the payout provider; the provider's webhook marks
 * it paid. Needs an Idempotency-Key; audited. Raises RedeemRequestNotFoundError,
 * RedeemRequestStateError, PaymentProviderError.
 */
export const approveRedemptionContract = defineContract({
  method: 'POST',
  path: '/api/admin/redemptions/:id/approve',
  summary: 'Approves a redemption request (admin:redemptions.manage)',
  params: z.object({ id: ZWithdrawRequestId }),
  response: ZRedeemTransactionResponse,
});

export const ZRejectRedemptionBody = z.object({ reason: zText().trim().min(3).max(500) });

/** Rejects a pending request with a reason the player sees; its SC returns. Audited. */
export const rejectRedemptionContract = defineContract({
  method: 'POST',
  path: '/api/admin/redemptions/:id/reject',
  summary: 'Rejects a redemption request (admin:redemptions.manage)',
  params: z.object({ id: ZWithdrawRequestId }),
  body: ZRejectRedemptionBody,
  response: ZRedeemTransactionResponse,
});

/**
 * The payout provider's signed results (payout.paid, payout.failed), verified as raw bytes like
 * the card webhook; a repeat settles nothing twice.
 */
export const payoutsWebhookContract = defineContract({
  method: 'POST',
  path: '/api/webhooks/payouts',
  summary: "The payout provider's signed payout results",
  response: ZWebhookAcknowledgement,
});
