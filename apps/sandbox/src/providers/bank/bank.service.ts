import { randomInt } from 'node:crypto';
import { merchantById, type TSandboxContext } from '#src/context';
import { SandboxError, conflict, notFound } from '#src/lib/errors';
import { newId, newToken } from '#src/lib/ids';
import { cancelledUnlessPaid } from '#src/lib/merchant-cancel';
import { checkReturnUrl } from '#src/lib/return-url';
import type { TMerchant } from '#src/options';
import {
  BANKS,
  type TBankPageForm,
  type TCreateBankTransactionBody,
} from '#src/providers/bank/bank.schemas';
import {
  presentBankTransaction,
  type TBankAccount,
  type TBankStatus,
  type TBankTransaction,
} from '#src/providers/bank/bank.model';
import { fingerprintOf } from '#src/providers/card/card-payments.service';
import { reserveReference } from '#src/store/references';

const BANK_FAILED = {
  code: '1052',
  name: 'bankPaymentFailed',
  message: 'The bank did not complete the payment.',
} as const;

/** The payer's page, or the bank's own resolution, meets a transaction the merchant cancelled. */
const transactionCancelled = () =>
  new SandboxError(
    'TransactionCancelledError',
    'The merchant cancelled this bank payment; nothing was charged. Return to the merchant to start again.',
    409,
  );

function alreadyEnded(status: TBankStatus): SandboxError {
  return status === 'CANCELLED'
    ? transactionCancelled()
    : conflict(`This bank transaction is already ${status}`);
}

const EVENT_TYPES: Record<Exclude<TBankStatus, 'INITIATED'>, string> = {
  PENDING: 'transaction.pending',
  COMPLETED: 'transaction.completed',
  FAILED: 'transaction.failed',
  CANCELLED: 'transaction.cancelled',
};

/**
 * Bank transfers in the Nuvei/Mazooma manner: the merchant creates a transaction and sends the
 * payer to its redirectUrl; the payer completes, fails, cancels or leaves it pending there. A
 * completed (or pending) transaction links the payer's account (uniqueUpoId) for later payouts.
 */
export function createBankService(context: TSandboxContext) {
  const transactions = context.store.collection<TBankTransaction>('bank-transactions');
  const accounts = context.store.collection<TBankAccount>('bank-accounts');
  const { clock } = context;

  async function present(transaction: TBankTransaction) {
    const account = transaction.bankAccountId
      ? await accounts.get(transaction.bankAccountId)
      : undefined;
    return presentBankTransaction(transaction, context.publicUrl, account);
  }

  async function emit(
    transaction: TBankTransaction,
    type: string,
    extra: Record<string, unknown> = {},
  ) {
    const merchant = merchantById(context, transaction.merchantId);
    await context.webhooks.emit(merchant, 'bank', type, {
      transaction: await present(transaction),
      ...extra,
    });
  }

  async function get(merchant: TMerchant, id: string): Promise<TBankTransaction> {
    const transaction = await transactions.get(id);
    if (!transaction || transaction.merchantId !== merchant.id)
      throw notFound(`No bank transaction ${id}`);
    return transaction;
  }

  async function payerAccounts(merchantId: string, userTokenId: string): Promise<TBankAccount[]> {
    const found = await accounts.list(
      (account) => account.merchantId === merchantId && account.userTokenId === userTokenId,
    );
    return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async function accountFor(
    transaction: TBankTransaction,
    form: TBankPageForm,
  ): Promise<TBankAccount> {
    if (form.account !== 'new') {
      const existing = await accounts.get(form.account);
      if (
        existing?.merchantId !== transaction.merchantId ||
        existing.userTokenId !== transaction.userTokenId
      ) {
        throw new SandboxError(
          'BadRequestError',
          'That account is not one of the payer’s linked accounts',
          400,
        );
      }
      return existing;
    }
    const bank = BANKS.find((candidate) => candidate.id === form.bank) ?? BANKS[0];
    const account: TBankAccount = {
      id: newId('upo'),
      merchantId: transaction.merchantId,
      userTokenId: transaction.userTokenId,
      bankName: bank.name,
      accountType: form.accountType,
      accountNumberLast4: String(randomInt(0, 10_000)).padStart(4, '0'),
      routingNumberLast4: String(randomInt(0, 10_000)).padStart(4, '0'),
      createdAt: clock.now().toISOString(),
    };
    await accounts.insert(account);
    return account;
  }

  async function settle(
    id: string,
    status: TBankStatus,
    from: TBankStatus,
    bankAccountId?: string,
  ) {
    const settled = await transactions.update(id, (current) => {
      if (current.status !== from) throw alreadyEnded(current.status);
      return {
        ...current,
        status,
        ...(bankAccountId ? { bankAccountId } : {}),
        ...(status === 'FAILED' ? { error: { ...BANK_FAILED } } : {}),
        updatedAt: clock.now().toISOString(),
      };
    });
    if (status !== 'INITIATED') await emit(settled, EVENT_TYPES[status]);
    return settled;
  }

  return {
    get,
    present,
    payerAccounts,

    async create(merchant: TMerchant, body: TCreateBankTransactionBody) {
      checkReturnUrl(merchant, body.returnUrl, 'returnUrl');
      const fingerprint = fingerprintOf(body);
      const existing = await transactions.find(
        (transaction) =>
          transaction.merchantId === merchant.id &&
          transaction.merchantRefNum === body.merchantRefNum,
      );
      if (existing) {
        if (existing.fingerprint !== fingerprint) {
          throw conflict(
            `merchantRefNum ${body.merchantRefNum} was already used for a different transaction`,
          );
        }
        return { transaction: existing, isNew: false };
      }
      await reserveReference(context.store, 'bank-transaction', merchant.id, body.merchantRefNum);
      const now = clock.now().toISOString();
      const transaction: TBankTransaction = {
        id: newId('btx'),
        merchantId: merchant.id,
        merchantRefNum: body.merchantRefNum,
        type: body.type,
        ...(body.amount === undefined ? {} : { amount: body.amount }),
        currencyCode: body.currencyCode,
        userTokenId: body.userTokenId,
        ...(body.payer ? { payer: body.payer } : {}),
        returnUrl: body.returnUrl,
        pageToken: newToken('bank'),
        status: 'INITIATED',
        fingerprint,
        refunds: [],
        createdAt: now,
        updatedAt: now,
      };
      await transactions.insert(transaction);
      return { transaction, isNew: true };
    },

    async byPageToken(pageToken: string): Promise<TBankTransaction> {
      const transaction = await transactions.find((candidate) => candidate.pageToken === pageToken);
      if (!transaction) throw notFound('This bank payment page is unknown');
      return transaction;
    },

    /** The payer's choice on the bank page; allowed once, while the transaction is INITIATED. */
    async choose(transaction: TBankTransaction, form: TBankPageForm): Promise<TBankTransaction> {
      if (transaction.status !== 'INITIATED') throw alreadyEnded(transaction.status);
      switch (form.outcome) {
        case 'complete':
        case 'pending': {
          const account = await accountFor(transaction, form);
          return settle(
            transaction.id,
            form.outcome === 'complete' ? 'COMPLETED' : 'PENDING',
            'INITIATED',
            account.id,
          );
        }
        case 'fail':
          return settle(transaction.id, 'FAILED', 'INITIATED');
        case 'cancel':
          return settle(transaction.id, 'CANCELLED', 'INITIATED');
      }
    },

    /**
     * The merchant cancels a transaction the payer has not acted on: its page completes nothing
     * more (TransactionCancelledError). Cancelling again, or a failed one, answers it as it is;
     * one the payer completed or left pending (money on its way) is refused
     * (TransactionCompletedError): that transfer's own result stands.
     */
    async cancel(merchant: TMerchant, id: string): Promise<TBankTransaction> {
      await get(merchant, id);
      return transactions.update(id, (current) =>
        cancelledUnlessPaid(current, {
          unacted: 'INITIATED',
          refusalName: 'TransactionCompletedError',
          what: 'bank payment',
          now: clock.now().toISOString(),
        }),
      );
    },

    async resolve(merchant: TMerchant, id: string, status: 'COMPLETED' | 'FAILED') {
      const transaction = await get(merchant, id);
      if (transaction.status !== 'PENDING')
        throw conflict(`Bank transaction ${id} is ${transaction.status}, not PENDING`);
      return settle(id, status, 'PENDING');
    },

    async deleteAccount(merchant: TMerchant, userTokenId: string, uniqueUpoId: string) {
      const account = await accounts.get(uniqueUpoId);
      if (account?.merchantId !== merchant.id || account.userTokenId !== userTokenId) {
        throw notFound(`No bank account ${uniqueUpoId} for payer ${userTokenId}`);
      }
      await accounts.delete(uniqueUpoId);
    },

    async findAccount(merchant: TMerchant, uniqueUpoId: string): Promise<TBankAccount | undefined> {
      const account = await accounts.get(uniqueUpoId);
      return account?.merchantId === merchant.id ? account : undefined;
    },

    async refund(merchant: TMerchant, id: string, amount: number | undefined) {
      const transaction = await get(merchant, id);
      const refundId = newId('ref');
      const refunded = await transactions.update(transaction.id, (current) => {
        const available = presentBankTransaction(current, context.publicUrl).availableToRefund;
        const refundAmount = amount ?? available;
        if (available === 0) throw conflict(`Bank transaction ${id} has nothing to refund`);
        if (refundAmount > available) {
          throw new SandboxError('BadRequestError', `At most ${available} can be refunded`, 400, {
            details: { available },
          });
        }
        const refund = { id: refundId, amount: refundAmount, createdAt: clock.now().toISOString() };
        return { ...current, refunds: [...current.refunds, refund], updatedAt: refund.createdAt };
      });
      await emit(refunded, 'transaction.refunded', { refund: refunded.refunds.at(-1) });
      return refunded;
    },

    /** An ACH return on a completed purchase (R10: customer says it was not authorised). */
    async chargeback(merchant: TMerchant, id: string, reasonCode: string) {
      const transaction = await get(merchant, id);
      const returned = await transactions.update(transaction.id, (current) => {
        if (current.type !== 'purchase' || current.status !== 'COMPLETED') {
          throw conflict(`Bank transaction ${id} is not a completed purchase`);
        }
        if (current.chargeback) throw conflict(`Bank transaction ${id} is already returned`);
        const chargeback = {
          id: newId('cb'),
          amount: current.amount ?? 0,
          reasonCode,
          createdAt: clock.now().toISOString(),
        };
        return { ...current, chargeback, updatedAt: chargeback.createdAt };
      });
      await emit(returned, 'transaction.chargeback', { chargeback: returned.chargeback });
      return returned;
    },
  };
}

export type TBankService = ReturnType<typeof createBankService>;
