import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';
import { ZRedeemTransaction, ZWithdrawRequestId } from '#src/rest/redemption/redeem-request';
import { ZPreparationResult } from '#src/rest/poc/poc-session';

/** A payment method id (a linked bank account's uniqueUpoId, or a saved card's id as text). */
export const ZUserPaymentMethodId = zText()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZCreateWithdrawRequestBody = z.object({
  /**
   * Methods without a code by text; payouts go through create-payouts-redeem (decision 198).
   * Card pays back to a saved card, `userPMId` its paymentHandleId (decision 205).
   */
  paymentMethodType: z.enum(['bank', 'card']),
  userPMId: ZUserPaymentMethodId,
  /** SC to redeem, in hundredths. */
  amount: ZAmountMinor.min(1).max(100_000_000),
  paymentType: z.literal('redeem'),
  ipAddress: zText().max(45).optional(),
  platform: zText().max(20).optional(),
});
export type TCreateWithdrawRequestBody = z.infer<typeof ZCreateWithdrawRequestBody>;

/**
 * Requests a redemption (spec §7): the amount leaves the redeemable balance at once and is held
 * until the request is paid, canceled or rejected. `preparationResult` is validityIssue when the
 * request waits for a card-ownership check before it can be approved (decision 135). Needs an
 * Idempotency-Key. Raises
 * RedeemAmountOutOfRangeError, InsufficientFundsError, ForceKYCError (decision 181),
 * PaymentOptionNotFoundError (a card that is not the player's live saved card).
 */
export const createWithdrawRequestContract = defineContract({
  method: 'POST',
  path: '/api/user/create-withdraw-request',
  summary: 'Requests a redemption of SC winnings',
  body: ZCreateWithdrawRequestBody,
  response: z.object({
    data: z.object({
      redeemRequest: ZRedeemTransaction,
      redemptionRequestId: ZWithdrawRequestId,
      redemptionAmount: ZAmountMinor,
      preparationResult: ZPreparationResult,
    }),
  }),
});
