import { z } from 'zod';
import { defineContract } from '#src/contract';

export const ZLedgerCurrency = z.enum(['GC', 'SC']);

/** One player account whose stored balance differs from the sum of its postings. */
export const ZBalanceMismatch = z.object({
  accountId: z.string(),
  userId: z.string().nullable(),
  bucket: z.string(),
  storedMinor: z.string(),
  postedMinor: z.string(),
});

/** A transfer whose postings do not sum to zero per currency. */
export const ZUnbalancedTransfer = z.object({
  transferId: z.string(),
  currency: ZLedgerCurrency,
  sumMinor: z.string(),
});

/**
 * Sums are decimal strings: house totals over the whole history can pass 2^53 minor units,
 * which a JSON number cannot hold exactly.
 */
export const ZGetLedgerReconciliationResponse = z.object({
  data: z.object({
    isBalanced: z.boolean(),
    checkedAt: z.string(),
    accountCount: z.number().int().nonnegative(),
    transferCount: z.number().int().nonnegative(),
    currencySums: z.array(z.object({ currency: ZLedgerCurrency, sumMinor: z.string() })),
    houseTotals: z.array(
      z.object({ purpose: z.string(), currency: ZLedgerCurrency, balanceMinor: z.string() }),
    ),
    mismatches: z.array(ZBalanceMismatch),
    negativeBalances: z.array(ZBalanceMismatch),
    unbalancedTransfers: z.array(ZUnbalancedTransfer),
  }),
});
export type TGetLedgerReconciliationResponse = z.infer<typeof ZGetLedgerReconciliationResponse>;
export type TLedgerReconciliation = TGetLedgerReconciliationResponse['data'];

export const getLedgerReconciliationContract = defineContract({
  method: 'GET',
  path: '/api/admin/ledger/reconciliation',
  summary: 'Re-derives every balance from postings and reports any difference (operators)',
  response: ZGetLedgerReconciliationResponse,
});
