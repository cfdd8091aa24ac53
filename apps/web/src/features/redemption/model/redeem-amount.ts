import type { TRedeemMethodRules } from '@casino/contracts';
import { ZPayoutEmail } from '@casino/contracts/rest/redemption/create-payout-skrill';

/** Fee of an amount: fixed plus basis points, rounded up to the hundredth (as the server). */
export function feeOf(rules: TRedeemMethodRules, amountMinor: number): number {
  return rules.feeFixed + Math.ceil((amountMinor * rules.feeBasisPoints) / 10_000);
}

/** What the provider pays: amount minus fee at the method's rate, rounded down (as the server). */
export function payoutOf(rules: TRedeemMethodRules, amountMinor: number): number {
  return Math.floor(
    ((amountMinor - feeOf(rules, amountMinor)) * rules.payoutRateBasisPoints) / 10_000,
  );
}

/** SC typed by the player ("120", "120.5") in hundredths; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type TAmountProblem = 'invalid' | 'belowMinimum' | 'aboveMaximum' | 'aboveBalance' | null;

/** What is wrong with an amount, checked in the order the player can fix it. */
export function amountProblem(
  amountMinor: number | null,
  rules: TRedeemMethodRules,
  redeemableMinor: number,
): TAmountProblem {
  if (amountMinor === null || amountMinor <= 0) return 'invalid';
  if (amountMinor < rules.minAmount || feeOf(rules, amountMinor) >= amountMinor) {
    return 'belowMinimum';
  }
  if (amountMinor > rules.maxAmount) return 'aboveMaximum';
  if (amountMinor > redeemableMinor) return 'aboveBalance';
  return null;
}

export type TEmailProblem = 'required' | 'invalid' | null;

/** What is wrong with a payout e-mail, by the server's own rule. */
export function emailProblem(email: string): TEmailProblem {
  if (email.trim() === '') return 'required';
  return ZPayoutEmail.safeParse(email).success ? null : 'invalid';
}

const PAYMENT_ERROR_PREFIX = 'Payment Error: ';

/** Spec §8: for bank, the server's 'Payment Error: ' prefix is removed before it is shown. */
export function shownReason(reason: string): string {
  return reason.startsWith(PAYMENT_ERROR_PREFIX)
    ? reason.slice(PAYMENT_ERROR_PREFIX.length)
    : reason;
}
