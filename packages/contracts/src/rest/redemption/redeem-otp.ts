import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZRedeemTransaction, ZWithdrawRequestId } from '#src/rest/redemption/redeem-request';
import { ZPreparationResult } from '#src/rest/poc/poc-session';

/** Digits in a redemption code by text (spec §9 "not shown"; ruling: 6). */
export const REDEEM_OTP_LENGTH = 6;
export const ZRedeemOtp = zText().regex(/^\d{6}$/);

/** Where the code went and what the player may still do with it. */
export const ZRedeemOtpState = z.object({
  /** The last digits of the verified phone the code was sent to. */
  phoneEnding: z.string(),
  expiresAt: z.iso.datetime(),
  /** A new code may be asked for from then on. */
  resendAvailableAt: z.iso.datetime(),
  attemptsLeft: z.number().int().min(0),
});
export type TRedeemOtpState = z.infer<typeof ZRedeemOtpState>;

/**
 * The spec's redeem confirmation result (§4): success, failed, or pending with its flags (OTP
 * required, OTP invalid, OTP send error). Invalid and required codes answer as errors
 * (InvalidOtpError, OtpRequiredError); the client turns them into these flags.
 */
export const ZRedeemConfirmation = z.object({
  result: z.enum(['success', 'failed', 'pending']),
  isOtpRequired: z.boolean(),
  isOtpInvalid: z.boolean(),
  isOtpSendError: z.boolean(),
  otp: ZRedeemOtpState.nullable(),
});
export type TRedeemConfirmation = z.infer<typeof ZRedeemConfirmation>;

export const ZRedeemConfirmationResponse = z.object({
  data: z.object({
    redeemRequest: ZRedeemTransaction,
    confirmation: ZRedeemConfirmation,
    /**
     * Once the code is right: validityIssue when the request now waits for the card-ownership
     * check (decision 206); absent while the code is still awaited.
     */
    preparationResult: ZPreparationResult.optional(),
  }),
});
export type TRedeemConfirmationResponse = z.infer<typeof ZRedeemConfirmationResponse>;

export const ZConfirmRedeemOtpBody = z.object({
  withdrawRequestId: ZWithdrawRequestId,
  otp: ZRedeemOtp,
});

/**
 * The player's code for a request in activation (decision 198): right, the request goes to the
 * operator (pending). Raises InvalidOtpError (attemptsLeft), OtpRequiredError (expired or no
 * attempts left: ask for a new code), RedeemRequestNotFoundError, RedeemRequestStateError.
 */
export const confirmRedeemOtpContract = defineContract({
  method: 'POST',
  path: '/api/payment/redeem-otp/confirm',
  summary: 'Confirms a redemption with the code sent by text',
  body: ZConfirmRedeemOtpBody,
  response: ZRedeemConfirmationResponse,
});

/**
 * A new code for a request in activation, after the cooldown. Raises TooManyRequestsError
 * (cooldown, or no sends left), FailedToSendOtpError, RedeemRequestNotFoundError,
 * RedeemRequestStateError.
 */
export const resendRedeemOtpContract = defineContract({
  method: 'POST',
  path: '/api/payment/redeem-otp/resend',
  summary: 'Sends a new redemption code by text',
  body: z.object({ withdrawRequestId: ZWithdrawRequestId }),
  response: ZRedeemConfirmationResponse,
});
