import { z } from 'zod';
import type { TClock } from '#src/lib/clock';
import { createSandboxApi } from '#src/lib/sandbox-api';
import { readSignedNotification } from '#src/lib/sandbox-signature';
import type {
  TNotificationHeaders,
  TProcessorReversal,
} from '#src/modules/payments/card-processor';
import { reversalOf } from '#src/modules/payments/sandbox-card-processor';

/**
 * What the casino needs from the providers whose page the payer is sent to (spec §2 payment
 * return URLs, §7 `POST user/nuvei-mazooma`): bank transfers and Skrill. The server starts a
 * transaction, the payer completes, fails, cancels or leaves it pending on the provider's page,
 * and the result comes back twice: the payer's return (which we confirm by reading the
 * transaction) and a signed notification. The sandbox (apps/sandbox, Bank and Skrill) is one
 * implementation; a live provider is another behind the same interface.
 */
export interface TRedirectProvider {
  start(method: TRedirectMethod, order: TRedirectOrder): Promise<TRedirectStart>;
  /** The transaction as the provider has it now. */
  read(method: TRedirectMethod, providerOrderId: string): Promise<TRedirectPayment>;
  /**
   * Cancels a transaction the payer has not acted on (decision 109): its page pays nothing
   * more. Answers `paid` when the payer already completed it or left it pending (its own
   * result stands) and `cancelled` otherwise, also for one that failed or the provider no
   * longer knows.
   */
  cancel(method: TRedirectMethod, providerOrderId: string): Promise<'cancelled' | 'paid'>;
  /** The notification if its signature is genuine and fresh; null otherwise. */
  readNotification(
    method: TRedirectMethod,
    rawBody: string,
    headers: TNotificationHeaders,
  ): TRedirectNotification | null;
}

export type TRedirectMethod = 'bank' | 'skrill';

export interface TRedirectOrder {
  merchantRefNum: string;
  amountMinor: number;
  currencyCode: string;
  /** The merchant's id of the payer (the bank keeps linked accounts under it). */
  userTokenId: string;
  description: string;
  returnUrl: string;
}

export interface TRedirectStart {
  /** The bank transaction's or the Skrill session's id. */
  providerOrderId: string;
  redirectUrl: string;
}

/** INITIATED: the payer has not acted yet. */
export type TRedirectStatus = 'INITIATED' | 'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export interface TRedirectPayment {
  providerOrderId: string;
  /** The provider's payment id once the payer acted (the bank's transaction, Skrill's id). */
  paymentId: string | null;
  /** A bank transaction may also link an account for redemptions (not a purchase). */
  kind: 'purchase' | 'redeem';
  merchantRefNum: string;
  amountMinor: number;
  currencyCode: string;
  status: TRedirectStatus;
}

/** A bank account the payer linked at the bank while paying or linking (decision 182). */
export interface TLinkedBankAccount {
  /** The merchant's id of the payer: our user id. */
  userId: string;
  uniqueUpoId: string;
  bankName: string;
  accountNumberLast4: string;
}

export interface TRedirectNotification {
  eventId: string;
  /** completed, failed, cancelled, pending, refunded, chargeback (the provider's prefix dropped). */
  outcome: string;
  payment: TRedirectPayment;
  reversal: TProcessorReversal | null;
  /** A bank transaction completed or pending with the payer's account linked; null otherwise. */
  linkedAccount: TLinkedBankAccount | null;
}

/** The provider could not be reached, or answered something we cannot read. */
export class RedirectProviderUnavailableError extends Error {
  override name = 'RedirectProviderUnavailableError';
}

const ZTaken = z.object({ id: z.string(), amount: z.number().int().positive() });
const ZRefunds = z.array(ZTaken).default([]);

const ZBankTransaction = z.object({
  transactionId: z.string(),
  merchantRefNum: z.string(),
  type: z.enum(['purchase', 'redeem']),
  status: z.enum(['INITIATED', 'PENDING', 'COMPLETED', 'FAILED', 'CANCELLED']),
  amount: z.number().int().optional(),
  currencyCode: z.string(),
  paymentOption: z.object({ redirectUrl: z.url() }),
  bankAccount: z
    .object({
      uniqueUpoId: z.string(),
      userTokenId: z.string(),
      bankName: z.string(),
      accountNumberLast4: z.string(),
    })
    .optional(),
  refunds: ZRefunds,
});

const ZSkrillSession = z.object({
  sessionId: z.string(),
  redirectUrl: z.url(),
  merchantRefNum: z.string(),
  amount: z.number().int(),
  currencyCode: z.string(),
  status: z.enum(['CREATED', 'PENDING', 'COMPLETED', 'FAILED', 'CANCELLED']),
  transactionId: z.string().optional(),
  refunds: ZRefunds,
});

/** The provider's refusal to cancel a transaction the payer already paid or left pending. */
const PAID_REFUSALS: Record<TRedirectMethod, string> = {
  bank: 'TransactionCompletedError',
  skrill: 'SessionCompletedError',
};
const ZRefusal = z.object({ error: z.object({ name: z.string() }) });

const ZBankNotification = z.object({
  id: z.string(),
  type: z.string(),
  provider: z.literal('bank'),
  data: z.object({
    transaction: ZBankTransaction,
    refund: ZTaken.optional(),
    chargeback: ZTaken.optional(),
  }),
});

const ZSkrillNotification = z.object({
  id: z.string(),
  type: z.string(),
  provider: z.literal('skrill'),
  data: z.object({
    payment: ZSkrillSession,
    refund: ZTaken.optional(),
    chargeback: ZTaken.optional(),
  }),
});

function fromBank(transaction: z.infer<typeof ZBankTransaction>): TRedirectPayment {
  return {
    providerOrderId: transaction.transactionId,
    paymentId: transaction.status === 'INITIATED' ? null : transaction.transactionId,
    kind: transaction.type,
    merchantRefNum: transaction.merchantRefNum,
    amountMinor: transaction.amount ?? 0,
    currencyCode: transaction.currencyCode,
    status: transaction.status,
  };
}

function fromSkrill(session: z.infer<typeof ZSkrillSession>): TRedirectPayment {
  return {
    providerOrderId: session.sessionId,
    paymentId: session.transactionId ?? null,
    kind: 'purchase',
    merchantRefNum: session.merchantRefNum,
    amountMinor: session.amount,
    currencyCode: session.currencyCode,
    status: session.status === 'CREATED' ? 'INITIATED' : session.status,
  };
}

function linkedAccountOf(transaction: z.infer<typeof ZBankTransaction>): TLinkedBankAccount | null {
  const account = transaction.bankAccount;
  if (!account || (transaction.status !== 'COMPLETED' && transaction.status !== 'PENDING')) {
    return null;
  }
  return {
    userId: account.userTokenId,
    uniqueUpoId: account.uniqueUpoId,
    bankName: account.bankName,
    accountNumberLast4: account.accountNumberLast4,
  };
}

/** `transaction.completed` / `payment.completed` → `completed`. */
function outcomeOf(type: string): string {
  return type.slice(type.indexOf('.') + 1);
}

/** The provider sandbox's bank and Skrill APIs (apps/sandbox README), with the secret key. */
export function createSandboxRedirectProvider(options: {
  baseUrl: string;
  merchantId: string;
  apiKey: string;
  webhookSecret: string;
  timeoutMs: number;
  clock: TClock;
}): TRedirectProvider {
  const { call, send } = createSandboxApi({
    baseUrl: options.baseUrl,
    merchantId: options.merchantId,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
    unavailable: (message) => new RedirectProviderUnavailableError(message),
  });

  return {
    async start(method, order) {
      if (method === 'bank') {
        const transaction = await call('/bank/v1/transactions', ZBankTransaction, {
          merchantRefNum: order.merchantRefNum,
          type: 'purchase',
          amount: order.amountMinor,
          currencyCode: order.currencyCode,
          userTokenId: order.userTokenId,
          returnUrl: order.returnUrl,
        });
        return {
          providerOrderId: transaction.transactionId,
          redirectUrl: transaction.paymentOption.redirectUrl,
        };
      }
      const session = await call('/skrill/v1/sessions', ZSkrillSession, {
        merchantRefNum: order.merchantRefNum,
        amount: order.amountMinor,
        currencyCode: order.currencyCode,
        returnUrl: order.returnUrl,
        description: order.description,
      });
      return { providerOrderId: session.sessionId, redirectUrl: session.redirectUrl };
    },

    async read(method, providerOrderId) {
      const id = encodeURIComponent(providerOrderId);
      return method === 'bank'
        ? fromBank(await call(`/bank/v1/transactions/${id}`, ZBankTransaction))
        : fromSkrill(await call(`/skrill/v1/sessions/${id}`, ZSkrillSession));
    },

    async cancel(method, providerOrderId) {
      const id = encodeURIComponent(providerOrderId);
      const path =
        method === 'bank'
          ? `/bank/v1/transactions/${id}/cancel`
          : `/skrill/v1/sessions/${id}/cancel`;
      const response = await send(path, 'POST', {});
      if (response.status === 200 || response.status === 404) return 'cancelled';
      const refusal = ZRefusal.safeParse(await response.json().catch(() => null));
      if (response.status === 409 && refusal.data?.error.name === PAID_REFUSALS[method]) {
        return 'paid';
      }
      throw new RedirectProviderUnavailableError(`Provider answered ${response.status} to ${path}`);
    },

    readNotification(method, rawBody, headers) {
      if (method === 'bank') {
        const notification = readSignedNotification(rawBody, headers, options, ZBankNotification);
        if (!notification) return null;
        const { transaction } = notification.data;
        return {
          eventId: notification.id,
          outcome: outcomeOf(notification.type),
          payment: fromBank(transaction),
          reversal: reversalOf(
            { amount: transaction.amount ?? 0, refunds: transaction.refunds },
            notification.data,
          ),
          linkedAccount: linkedAccountOf(transaction),
        };
      }
      const notification = readSignedNotification(rawBody, headers, options, ZSkrillNotification);
      if (!notification) return null;
      const { payment } = notification.data;
      return {
        eventId: notification.id,
        outcome: outcomeOf(notification.type),
        payment: fromSkrill(payment),
        reversal: reversalOf(payment, notification.data),
        linkedAccount: null,
      };
    },
  };
}
