import type { TRecord } from '#src/store/store';

export type TSkrillStatus = 'CREATED' | 'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

/** A hosted payment session; its id is the Skrill session id (SID). */
export interface TSkrillSession extends TRecord {
  merchantRefNum: string;
  amount: number;
  currencyCode: string;
  payerEmail?: string;
  returnUrl: string;
  cancelUrl?: string;
  description?: string;
  status: TSkrillStatus;
  /** Skrill's own transaction id, given once the payer acts. */
  transactionId?: string;
  /** The Skrill account that paid: what a later Skrill payout needs. */
  paidByEmail?: string;
  skrillCustomerId?: string;
  fingerprint: string;
  refunds: { id: string; amount: number; createdAt: string }[];
  chargeback?: { id: string; amount: number; reasonCode: string; createdAt: string };
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

/** Skrill's numeric status: 2 processed, 0 pending, -1 cancelled, -2 failed, -3 chargeback. */
function skrillStatus(session: TSkrillSession): number | undefined {
  if (session.chargeback) return -3;
  const codes: Record<TSkrillStatus, number | undefined> = {
    CREATED: undefined,
    PENDING: 0,
    COMPLETED: 2,
    FAILED: -2,
    CANCELLED: -1,
  };
  return codes[session.status];
}

export function presentSkrillSession(session: TSkrillSession, publicUrl: string) {
  const refunded = session.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const code = skrillStatus(session);
  return {
    sessionId: session.id,
    redirectUrl: `${publicUrl}/skrill/pay?sid=${session.id}`,
    merchantRefNum: session.merchantRefNum,
    amount: session.amount,
    currencyCode: session.currencyCode,
    status: session.status,
    ...(code === undefined ? {} : { skrillStatus: code }),
    ...(session.transactionId ? { transactionId: session.transactionId } : {}),
    ...(session.paidByEmail ? { payerEmail: session.paidByEmail } : {}),
    ...(session.skrillCustomerId ? { skrillCustomerId: session.skrillCustomerId } : {}),
    refunds: session.refunds,
    availableToRefund:
      session.status === 'COMPLETED' && !session.chargeback ? session.amount - refunded : 0,
    ...(session.chargeback ? { chargeback: session.chargeback } : {}),
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    expiresAt: session.expiresAt,
  };
}
