import type { TRecord } from '#src/store/store';

/** A payer's linked bank account; `uniqueUpoId` (its id) is what later redeems pay out to. */
export interface TBankAccount extends TRecord {
  userTokenId: string;
  bankName: string;
  accountType: 'CHECKING' | 'SAVINGS';
  accountNumberLast4: string;
  routingNumberLast4: string;
  createdAt: string;
}

export type TBankStatus = 'INITIATED' | 'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export interface TBankTransaction extends TRecord {
  merchantRefNum: string;
  type: 'purchase' | 'redeem';
  amount?: number;
  currencyCode: string;
  userTokenId: string;
  payer?: { firstName: string; lastName: string; email?: string };
  returnUrl: string;
  pageToken: string;
  status: TBankStatus;
  bankAccountId?: string;
  error?: { code: string; name: string; message: string };
  fingerprint: string;
  refunds: { id: string; amount: number; createdAt: string }[];
  chargeback?: { id: string; amount: number; reasonCode: string; createdAt: string };
  createdAt: string;
  updatedAt: string;
}

/** The spec's return statuses ("faile" as written: SPEC-NOTES accepts it, with "failed" as alias). */
export const RETURN_STATUS = {
  complete: 'complete',
  fail: 'faile',
  cancel: 'cancelled',
  pending: 'pending',
} as const;

export function presentBankAccount(account: TBankAccount) {
  return {
    uniqueUpoId: account.id,
    userTokenId: account.userTokenId,
    bankName: account.bankName,
    accountType: account.accountType,
    accountNumberLast4: account.accountNumberLast4,
    routingNumberLast4: account.routingNumberLast4,
    createdAt: account.createdAt,
  };
}

export function presentBankTransaction(
  transaction: TBankTransaction,
  publicUrl: string,
  account?: TBankAccount,
) {
  const refunded = transaction.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    transactionId: transaction.id,
    merchantRefNum: transaction.merchantRefNum,
    type: transaction.type,
    status: transaction.status,
    ...(transaction.amount === undefined ? {} : { amount: transaction.amount }),
    currencyCode: transaction.currencyCode,
    userTokenId: transaction.userTokenId,
    paymentOption: { redirectUrl: `${publicUrl}/bank/pay/${transaction.pageToken}` },
    ...(account ? { bankAccount: presentBankAccount(account) } : {}),
    ...(transaction.error ? { error: transaction.error } : {}),
    refunds: transaction.refunds,
    availableToRefund:
      transaction.type === 'purchase' &&
      transaction.status === 'COMPLETED' &&
      !transaction.chargeback
        ? (transaction.amount ?? 0) - refunded
        : 0,
    ...(transaction.chargeback ? { chargeback: transaction.chargeback } : {}),
    createdAt: transaction.createdAt,
    updatedAt: transaction.updatedAt,
  };
}
