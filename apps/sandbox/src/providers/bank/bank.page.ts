import type { FastifyReply } from 'fastify';
import { html } from '#src/lib/html';
import { formatAmount, withParameters } from '#src/lib/return-url';
import type { TMerchant } from '#src/options';
import { sendPage } from '#src/pages/layout';
import { BANKS } from '#src/providers/bank/bank.schemas';
import type { TBankAccount, TBankTransaction } from '#src/providers/bank/bank.model';

/** The merchant's return address with the spec's parameters (method=bank, status, type, …). */
export function bankReturnUrl(transaction: TBankTransaction, status: string): string {
  return withParameters(transaction.returnUrl, {
    method: 'bank',
    status,
    type: transaction.type,
    transactionId: transaction.id,
    merchantRefNum: transaction.merchantRefNum,
  });
}

function accountOptions(accounts: TBankAccount[]) {
  return html`<label for="account">Account</label>
    <select id="account" name="account">
      ${accounts.map((account) => html`<option value="${account.id}">${account.bankName} · ${account.accountType.toLowerCase()} ••${account.accountNumberLast4}</option>`)}
      <option value="new">Link a new account</option>
    </select>`;
}

/** The payer's bank page: pick a bank and account, then choose how the payment ends. */
export function sendBankPage(
  reply: FastifyReply,
  merchant: TMerchant,
  transaction: TBankTransaction,
  accounts: TBankAccount[],
): FastifyReply {
  const isPurchase = transaction.type === 'purchase';
  const returnOrigin = new URL(transaction.returnUrl).origin;
  const payer = transaction.payer
    ? `${transaction.payer.firstName} ${transaction.payer.lastName}`
    : undefined;
  if (transaction.status !== 'INITIATED') {
    return sendPage(reply, {
      title: 'Bank payment',
      provider: 'Online bank transfer',
      frameAncestors: merchant.allowedOrigins,
      body: html`<div class="card">
        <h1>This bank payment has ended</h1>
        <p class="notice info" role="status">Status: ${transaction.status}</p>
        ${transaction.status === 'CANCELLED' ? html`<p>Nothing was charged.</p>` : ''}
        <a class="button secondary" href="${bankReturnUrl(transaction, 'default')}"
          >Return to merchant</a
        >
      </div>`,
    });
  }
  return sendPage(reply, {
    title: isPurchase ? 'Pay by bank' : 'Link your bank account',
    provider: 'Online bank transfer',
    frameAncestors: merchant.allowedOrigins,
    formTargets: [returnOrigin],
    body: html`<div class="card">
      <h1>${isPurchase ? 'Pay by bank' : 'Link your bank account'}</h1>
      <p>
        ${isPurchase ? 'Sign in to your bank and approve this payment.' : 'Choose the account your redemptions will be paid to.'}
      </p>
      <dl>
        <dt>Merchant</dt>
        <dd>${merchant.displayName}</dd>
        ${
          transaction.amount === undefined
            ? ''
            : html`<dt>${isPurchase ? 'Amount' : 'Redemption'}</dt>
                <dd>${formatAmount(transaction.amount, transaction.currencyCode)}</dd>`
        }
        ${
          payer
            ? html`<dt>Payer</dt>
                <dd>${payer}</dd>`
            : ''
        }
        <dt>Reference</dt>
        <dd>${transaction.merchantRefNum}</dd>
      </dl>
      <form method="post" action="/bank/pay/${transaction.pageToken}">
        ${accounts.length > 0 ? accountOptions(accounts) : html`<input type="hidden" name="account" value="new" />`}
        <fieldset>
          <label for="bank">Bank${accounts.length > 0 ? ' (for a new account)' : ''}</label>
          <select id="bank" name="bank">
            ${BANKS.map((bank) => html`<option value="${bank.id}">${bank.name}</option>`)}
          </select>
          <label for="accountType">Account type</label>
          <select id="accountType" name="accountType">
            <option value="CHECKING">Checking</option>
            <option value="SAVINGS">Savings</option>
          </select>
        </fieldset>
        <div class="actions two">
          <button class="primary" type="submit" name="outcome" value="complete">
            ${isPurchase ? 'Complete payment' : 'Link account'}
          </button>
          <button class="secondary" type="submit" name="outcome" value="pending">
            Leave pending
          </button>
          <button class="danger" type="submit" name="outcome" value="fail">Fail</button>
          <button class="neutral" type="submit" name="outcome" value="cancel">Cancel</button>
        </div>
      </form>
      <p class="spaced">
        <a href="${bankReturnUrl(transaction, 'default')}">Return to merchant without choosing</a>
      </p>
      <p class="muted">Sandbox: choose how the bank answers. No bank login is needed.</p>
    </div>`,
  });
}
