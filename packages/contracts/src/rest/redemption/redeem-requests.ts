import { z } from 'zod';
import { defineContract } from '#src/contract';
import {
  ZRedeemTransaction,
  ZRedeemTransactionResponse,
  ZWithdrawRequestId,
} from '#src/rest/redemption/redeem-request';

/** How many requests one answer lists, newest first. */
export const REDEEM_REQUESTS_LIMIT = 50;

export const ZRedeemRequestsQuery = z.object({
  /** 'true': only requests whose dialog (approval, rejected, activation, expired) is not closed. */
  getNonAcknowledged: z.enum(['true', 'false']).optional(),
});

export const getRedeemRequestsContract = defineContract({
  method: 'GET',
  path: '/api/user/redeem-requests',
  summary: 'The player’s redemption requests (spec §7)',
  query: ZRedeemRequestsQuery,
  response: z.object({ data: z.object({ rows: z.array(ZRedeemTransaction) }) }),
});

/**
 * Marks a request's dialog seen (spec §4): closing the approval, rejected, activation or expired
 * dialog. Raises RedeemRequestNotFoundError.
 */
export const acknowledgeRedemptionContract = defineContract({
  method: 'POST',
  path: '/api/redemptions/approval-acknowledge',
  summary: 'Acknowledges a redemption approval',
  body: z.object({ withdrawRequestId: ZWithdrawRequestId }),
  response: ZRedeemTransactionResponse,
});

/**
 * Cancels a pending request, or one waiting for its code, and returns its SC (spec §7 cancel). Needs an Idempotency-Key.
 * Raises RedeemRequestNotFoundError, RedeemRequestStateError.
 */
export const cancelRedeemRequestContract = defineContract({
  method: 'POST',
  path: '/api/user/redeem-requests/cancel/:id',
  summary: 'Cancels a pending redemption request',
  params: z.object({ id: ZWithdrawRequestId }),
  response: ZRedeemTransactionResponse,
});
