import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  emailProblem,
  feeOf,
  parseAmount,
  payoutOf,
  shownReason,
} from '#src/features/redemption/model/redeem-amount';

const BANK = {
  paymentMethodType: 'bank' as const,
  minAmount: 50_00,
  maxAmount: 5_000_00,
  feeFixed: 1_00,
  feeBasisPoints: 150,
  isOtpRequired: false,
  isEmailRequired: false,
  payoutCurrencyCode: 'USD' as const,
  payoutRateBasisPoints: 10_000,
};

describe('redeem amount', () => {
  it('reads whole and decimal SC, and nothing else', () => {
    expect(parseAmount('120')).toBe(120_00);
    expect(parseAmount(' 120.5 ')).toBe(120_50);
    expect(parseAmount('120,05')).toBe(120_05);
    for (const text of ['', '1.234', '-5', '1e3', 'abc', '12.'])
      expect(parseAmount(text)).toBe(null);
  });

  it('charges the fixed fee plus basis points, rounded up', () => {
    expect(feeOf(BANK, 100_00)).toBe(1_00 + 1_50);
    expect(feeOf(BANK, 1)).toBe(1_00 + 1);
  });

  it('pays the amount less the fee at the method’s rate, rounded down', () => {
    expect(payoutOf(BANK, 100_00)).toBe(100_00 - 2_50);
    const interac = { ...BANK, feeFixed: 1_50, feeBasisPoints: 0, payoutRateBasisPoints: 13_600 };
    expect(payoutOf(interac, 100_00)).toBe(133_96);
    expect(payoutOf(interac, 25_01)).toBe(31_97);
  });

  it('checks a payout e-mail by the server’s rule', () => {
    expect(emailProblem('  ')).toBe('required');
    for (const text of ['winner', 'winner@', 'a b@example.com']) {
      expect(emailProblem(text)).toBe('invalid');
    }
    expect(emailProblem(' winner@example.com ')).toBe(null);
  });

  it('names the first problem of an amount', () => {
    expect(amountProblem(null, BANK, 1_000_00)).toBe('invalid');
    expect(amountProblem(49_99, BANK, 1_000_00)).toBe('belowMinimum');
    expect(amountProblem(5_000_01, BANK, 10_000_00)).toBe('aboveMaximum');
    expect(amountProblem(600_00, BANK, 500_00)).toBe('aboveBalance');
    expect(amountProblem(500_00, BANK, 500_00)).toBe(null);
  });

  it("drops the bank's 'Payment Error: ' prefix only", () => {
    expect(shownReason('Payment Error: No linked bank account')).toBe('No linked bank account');
    expect(shownReason('Documents do not match')).toBe('Documents do not match');
  });
});
