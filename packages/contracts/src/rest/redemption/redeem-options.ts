import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZAmountMinor } from '#src/rest/wallet/wallet-state';
import { ZPayoutCurrencyCode, ZRedeemMethod } from '#src/rest/redemption/redeem-request';

export const ZRedeemMethodRules = z.object({
  paymentMethodType: ZRedeemMethod,
  minAmount: ZAmountMinor,
  maxAmount: ZAmountMinor,
  /** Fee in hundredths: fixed plus basis points of the amount, rounded up. */
  feeFixed: ZAmountMinor,
  feeBasisPoints: z.number().int().min(0).max(10_000),
  /** The request waits for a code sent by text before the operator sees it (spec §5). */
  isOtpRequired: z.boolean(),
  /** Spec §5: Skrill and Interac are paid to an e-mail the player gives. */
  isEmailRequired: z.boolean(),
  /**
   * The payout's currency, and what one SC is worth in it, in basis points (10000: one for one;
   * the payout is the amount minus the fee times the rate, rounded down).
   */
  payoutCurrencyCode: ZPayoutCurrencyCode,
  payoutRateBasisPoints: z.number().int().min(1).max(1_000_000),
});
export type TRedeemMethodRules = z.infer<typeof ZRedeemMethodRules>;

/** A bank account the player linked at the payout provider; `userPMId` names it in a request. */
export const ZLinkedBankAccount = z.object({
  userPMId: z.string(),
  bankName: z.string(),
  accountNumberLast4: z.string(),
});
export type TLinkedBankAccount = z.infer<typeof ZLinkedBankAccount>;

export const ZRedeemOptions = z.object({
  /** The player's SC winnings: the only redeemable SC. */
  redeemableAmount: ZAmountMinor,
  methods: z.array(ZRedeemMethodRules),
  /** Where a bank redemption can be paid (decision 182); none until the player links one. */
  bankAccounts: z.array(ZLinkedBankAccount),
  /** The last digits of the verified phone a code goes to; null when the player has none. */
  phoneEnding: z.string().nullable(),
});
export type TRedeemOptions = z.infer<typeof ZRedeemOptions>;

/**
 * What the redeem dialog shows before the player confirms (spec §9: values not shown there).
 * Raises PaymentProviderError when the payout provider cannot list the linked accounts.
 */
export const getRedeemOptionsContract = defineContract({
  method: 'GET',
  path: '/api/user/redeem-options',
  summary: 'Redeemable balance and each payout method’s minimum, maximum and fee',
  response: z.object({ data: ZRedeemOptions }),
});
