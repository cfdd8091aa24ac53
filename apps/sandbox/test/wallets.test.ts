import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRef } from '#test/helpers/card-flow';
import { read } from '#test/helpers/read';
import {
  MERCHANT_ORIGIN,
  startSandboxWithReceiver,
  type TRunningSandbox,
} from '#test/helpers/sandbox';
import type { WebhookReceiver } from '#test/helpers/webhook-receiver';

let sandbox: TRunningSandbox;
let receiver: WebhookReceiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ sandbox, receiver, close } = await startSandboxWithReceiver());
});

afterAll(() => close());

function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('Apple Pay', () => {
  async function session() {
    const response = await sandbox.api('/applepay/v1/merchant-validation', {
      body: {
        validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
        domainName: 'casino.test',
        displayName: 'Crown Casino',
      },
    });
    expect(response.status).toBe(200);
    return read(response);
  }

  it('publishes the spec’s session version, networks and currency to the page', async () => {
    const config = await read(await sandbox.browser('/applepay/v1/config'));
    expect(config).toMatchObject({
      version: 10,
      supportedNetworks: ['visa', 'masterCard'],
      merchantCapabilities: ['supports3DS'],
      currencyCode: 'USD',
    });
  });

  it('validates the merchant, then pays with the token of the sheet', async () => {
    const merchantSession = await session();
    expect(merchantSession).toMatchObject({
      domainName: 'casino.test',
      merchantIdentifier: `merchant.sandbox.${sandbox.merchant.id}`,
    });
    const tokenResponse = await sandbox.browser('/applepay/v1/test-tokens', {
      body: {
        merchantSessionIdentifier: merchantSession.merchantSessionIdentifier,
        cardNum: '4111111111111111',
      },
    });
    expect(tokenResponse.status).toBe(201);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(MERCHANT_ORIGIN);
    const { token } = await read(tokenResponse);
    expect(token.paymentMethod).toEqual({
      displayName: 'Visa 1111',
      network: 'Visa',
      type: 'debit',
    });

    const body = {
      merchantRefNum: nextRef('ap'),
      amount: 2999,
      currencyCode: 'USD',
      applePayToken: token,
    };
    const paid = await sandbox.api('/applepay/v1/payments', { body });
    expect(paid.status).toBe(201);
    const payment = await read(paid);
    expect(payment).toMatchObject({
      status: 'COMPLETED',
      paymentType: 'APPLEPAY',
      card: { lastDigits: '1111' },
    });
    const delivery = await receiver.waitFor((item) => item.path === '/applepay');
    expect(delivery).toMatchObject({ eventType: 'payment.completed', isSignatureValid: true });

    expect((await read(await sandbox.api('/applepay/v1/payments', { body }))).id).toBe(payment.id);
    const reuse = await sandbox.api('/applepay/v1/payments', {
      body: { ...body, merchantRefNum: nextRef('ap') },
    });
    expect(reuse.status).toBe(409);
  });

  it('declines with the test card’s code and refuses networks and currencies Apple Pay is not offered in', async () => {
    const { merchantSessionIdentifier } = await session();
    const declined = await read(
      await sandbox.browser('/applepay/v1/test-tokens', {
        body: { merchantSessionIdentifier, cardNum: '4000000000009995' },
      }),
    );
    const payment = await read(
      await sandbox.api('/applepay/v1/payments', {
        body: {
          merchantRefNum: nextRef('ap'),
          amount: 100,
          currencyCode: 'USD',
          applePayToken: declined.token,
        },
      }),
    );
    expect(payment).toMatchObject({ status: 'FAILED', error: { code: '3022' } });

    const amex = await sandbox.browser('/applepay/v1/test-tokens', {
      body: { merchantSessionIdentifier, cardNum: '378282246310005' },
    });
    expect(amex.status).toBe(400);
    expect((await read(amex)).error.name).toBe('UnsupportedNetworkError');
    const euro = await sandbox.api('/applepay/v1/payments', {
      body: {
        merchantRefNum: nextRef('ap'),
        amount: 100,
        currencyCode: 'EUR',
        applePayToken: declined.token,
      },
    });
    expect(euro.status).toBe(400);
  });

  it('refuses a validation URL that is not Apple’s and a domain the merchant did not register', async () => {
    const notApple = await sandbox.api('/applepay/v1/merchant-validation', {
      body: {
        validationURL: 'https://apple-pay-gateway.evil.example/startSession',
        domainName: 'casino.test',
      },
    });
    expect((await read(notApple)).error.name).toBe('InvalidValidationUrlError');
    const otherDomain = await sandbox.api('/applepay/v1/merchant-validation', {
      body: {
        validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        domainName: 'other.test',
      },
    });
    expect((await read(otherDomain)).error.name).toBe('DomainNotRegisteredError');
  });
});

describe('bank', () => {
  async function createTransaction(type: 'purchase' | 'redeem', userTokenId: string) {
    const response = await sandbox.api('/bank/v1/transactions', {
      body: {
        merchantRefNum: nextRef('bank'),
        type,
        ...(type === 'purchase' ? { amount: 5000 } : {}),
        userTokenId,
        payer: { firstName: 'Ada', lastName: 'Player' },
        returnUrl: `${MERCHANT_ORIGIN}/?packageId=7`,
      },
    });
    expect(response.status).toBe(201);
    return read(response);
  }

  it('sends the payer to the bank page and back with method=bank&status=complete, linking an account', async () => {
    const userTokenId = nextRef('payer');
    const transaction = await createTransaction('purchase', userTokenId);
    expect(transaction).toMatchObject({
      status: 'INITIATED',
      paymentOption: { redirectUrl: expect.stringContaining('/bank/pay/') },
    });
    const page = await fetch(transaction.paymentOption.redirectUrl);
    const text = await page.text();
    expect(text).toContain('SANDBOX');
    expect(text).toContain('$50.00');
    for (const label of ['Complete payment', 'Fail', 'Cancel', 'Leave pending'])
      expect(text).toContain(label);

    const returned = await postForm(transaction.paymentOption.redirectUrl, {
      outcome: 'complete',
      bank: 'test-federal',
      accountType: 'SAVINGS',
    });
    expect(returned.status).toBe(303);
    const location = new URL(returned.headers.get('location') ?? '');
    expect(location.origin).toBe(MERCHANT_ORIGIN);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      packageId: '7',
      method: 'bank',
      status: 'complete',
      type: 'purchase',
      transactionId: transaction.transactionId,
    });
    const delivery = await receiver.waitFor(
      (item) =>
        item.path === '/bank' &&
        (item.body.data.transaction as { transactionId: string }).transactionId ===
          transaction.transactionId,
    );
    expect(delivery.eventType).toBe('transaction.completed');
    const { bankAccount } = delivery.body.data.transaction as {
      bankAccount: { uniqueUpoId: string; bankName: string };
    };
    expect(bankAccount.bankName).toBe('Test Federal Credit Union');

    const accounts = await read(await sandbox.api(`/bank/v1/payers/${userTokenId}/bank-accounts`));
    expect(accounts.bankAccounts).toEqual([
      expect.objectContaining({ uniqueUpoId: bankAccount.uniqueUpoId, accountType: 'SAVINGS' }),
    ]);
    expect(
      (await postForm(transaction.paymentOption.redirectUrl, { outcome: 'fail' })).status,
    ).toBe(409);
  });

  it.each([
    ['fail', 'faile', 'transaction.failed'],
    ['cancel', 'cancelled', 'transaction.cancelled'],
    ['pending', 'pending', 'transaction.pending'],
  ])('returns status for outcome %s as %s with %s', async (outcome, status, eventType) => {
    const transaction = await createTransaction('purchase', nextRef('payer'));
    const returned = await postForm(transaction.paymentOption.redirectUrl, { outcome });
    expect(new URL(returned.headers.get('location') ?? '').searchParams.get('status')).toBe(status);
    const delivery = await receiver.waitFor(
      (item) =>
        (item.body.data.transaction as { transactionId?: string } | undefined)?.transactionId ===
        transaction.transactionId,
    );
    expect(delivery.eventType).toBe(eventType);
  });

  it('offers a link back with status=default, resolves a pending transfer, and links accounts for redeems', async () => {
    const userTokenId = nextRef('payer');
    const pending = await createTransaction('purchase', userTokenId);
    const page = await (await fetch(pending.paymentOption.redirectUrl)).text();
    expect(page).toContain('status=default');
    await postForm(pending.paymentOption.redirectUrl, { outcome: 'pending' });
    const resolved = await read(
      await sandbox.api(`/bank/_sandbox/transactions/${pending.transactionId}/resolve`, {
        body: { status: 'COMPLETED' },
      }),
    );
    expect(resolved.status).toBe('COMPLETED');

    const redeem = await createTransaction('redeem', userTokenId);
    const redeemPage = await (await fetch(redeem.paymentOption.redirectUrl)).text();
    expect(redeemPage).toContain('Link your bank account');
    const [existing] = (
      await read(await sandbox.api(`/bank/v1/payers/${userTokenId}/bank-accounts`))
    ).bankAccounts;
    const returned = await postForm(redeem.paymentOption.redirectUrl, {
      outcome: 'complete',
      account: existing.uniqueUpoId,
    });
    expect(new URL(returned.headers.get('location') ?? '').searchParams.get('type')).toBe('redeem');
    const linked = await read(await sandbox.api(`/bank/v1/transactions/${redeem.transactionId}`));
    expect(linked.bankAccount.uniqueUpoId).toBe(existing.uniqueUpoId);
  });

  it('cancels a transaction the payer has not acted on: its page completes nothing, a paid one cannot be cancelled', async () => {
    const transaction = await createTransaction('purchase', nextRef('payer'));
    const cancel = (id: string) => sandbox.api(`/bank/v1/transactions/${id}/cancel`, { body: {} });
    const cancelled = await cancel(transaction.transactionId);
    expect(cancelled.status).toBe(200);
    expect((await read(cancelled)).status).toBe('CANCELLED');
    expect((await read(await cancel(transaction.transactionId))).status).toBe('CANCELLED');
    const page = await (await fetch(transaction.paymentOption.redirectUrl)).text();
    expect(page).toContain('Nothing was charged.');
    const refused = await postForm(transaction.paymentOption.redirectUrl, { outcome: 'complete' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('The merchant cancelled this bank payment');
    expect(
      (await read(await sandbox.api(`/bank/v1/transactions/${transaction.transactionId}`))).status,
    ).toBe('CANCELLED');

    // Money on its way: the payer completed it, or left it pending.
    for (const outcome of ['complete', 'pending']) {
      const paid = await createTransaction('purchase', nextRef('payer'));
      await postForm(paid.paymentOption.redirectUrl, { outcome });
      const late = await cancel(paid.transactionId);
      expect(late.status).toBe(409);
      expect((await read(late)).error.name).toBe('TransactionCompletedError');
    }
    expect((await cancel('btx_unknown')).status).toBe(404);
  });

  it('refuses a return address outside the merchant and a purchase without amount', async () => {
    const outside = await sandbox.api('/bank/v1/transactions', {
      body: {
        merchantRefNum: nextRef('bank'),
        type: 'purchase',
        amount: 100,
        userTokenId: 'u',
        returnUrl: 'https://evil.example/',
      },
    });
    expect(outside.status).toBe(400);
    const noAmount = await sandbox.api('/bank/v1/transactions', {
      body: {
        merchantRefNum: nextRef('bank'),
        type: 'purchase',
        userTokenId: 'u',
        returnUrl: `${MERCHANT_ORIGIN}/`,
      },
    });
    expect(noAmount.status).toBe(400);
  });
});

describe('Skrill', () => {
  async function createSession(payerEmail?: string) {
    const response = await sandbox.api('/skrill/v1/sessions', {
      body: {
        merchantRefNum: nextRef('skrill'),
        amount: 2500,
        currencyCode: 'USD',
        ...(payerEmail ? { payerEmail } : {}),
        returnUrl: `${MERCHANT_ORIGIN}/`,
      },
    });
    expect(response.status).toBe(201);
    return read(response);
  }

  it('hosts the payment session and returns with method=skrill, status and skrillSessionId', async () => {
    const session = await createSession('player@example.com');
    expect(session.sessionId).toMatch(/^[0-9a-f]{32}$/);
    const text = await (await fetch(session.redirectUrl)).text();
    expect(text).toContain('player@example.com');
    const returned = await postForm(`${sandbox.url}/skrill/pay`, {
      sid: session.sessionId,
      email: 'wallet@example.com',
      outcome: 'complete',
    });
    const parameters = Object.fromEntries(
      new URL(returned.headers.get('location') ?? '').searchParams,
    );
    expect(parameters).toMatchObject({
      method: 'skrill',
      type: 'purchase',
      status: 'complete',
      skrillSessionId: session.sessionId,
    });
    const delivery = await receiver.waitFor(
      (item) =>
        item.path === '/skrill' &&
        (item.body.data.payment as { sessionId: string }).sessionId === session.sessionId,
    );
    expect(delivery.eventType).toBe('payment.completed');
    expect(delivery.body.data.payment).toMatchObject({
      status: 'COMPLETED',
      skrillStatus: 2,
      payerEmail: 'wallet@example.com',
      transactionId: parameters.transactionId,
    });
  });

  it('fails, cancels without an e-mail, and leaves pending', async () => {
    const failed = await createSession();
    const failedReturn = await postForm(`${sandbox.url}/skrill/pay`, {
      sid: failed.sessionId,
      email: 'a@example.com',
      outcome: 'fail',
    });
    expect(new URL(failedReturn.headers.get('location') ?? '').searchParams.get('status')).toBe(
      'failed',
    );
    const cancelled = await createSession();
    const cancelReturn = await postForm(`${sandbox.url}/skrill/pay`, {
      sid: cancelled.sessionId,
      email: '',
      outcome: 'cancel',
    });
    expect(new URL(cancelReturn.headers.get('location') ?? '').searchParams.get('status')).toBe(
      'cancelled',
    );
    const noEmail = await postForm(`${sandbox.url}/skrill/pay`, {
      sid: (await createSession()).sessionId,
      email: '',
      outcome: 'complete',
    });
    expect(noEmail.status).toBe(400);
    const pending = await createSession();
    await postForm(`${sandbox.url}/skrill/pay`, {
      sid: pending.sessionId,
      email: 'a@example.com',
      outcome: 'pending',
    });
    const resolved = await read(
      await sandbox.api(`/skrill/_sandbox/sessions/${pending.sessionId}/resolve`, {
        body: { status: 'FAILED' },
      }),
    );
    expect(resolved).toMatchObject({ status: 'FAILED', skrillStatus: -2 });
  });

  it('cancels a session the payer has not acted on: its page completes nothing, a paid one cannot be cancelled', async () => {
    const session = await createSession('player@example.com');
    const cancel = (id: string) => sandbox.api(`/skrill/v1/sessions/${id}/cancel`, { body: {} });
    const cancelled = await cancel(session.sessionId);
    expect(cancelled.status).toBe(200);
    expect(await read(cancelled)).toMatchObject({ status: 'CANCELLED', skrillStatus: -1 });
    expect((await read(await cancel(session.sessionId))).status).toBe('CANCELLED');
    expect(await (await fetch(session.redirectUrl)).text()).toContain('Nothing was charged.');
    const refused = await postForm(`${sandbox.url}/skrill/pay`, {
      sid: session.sessionId,
      email: 'wallet@example.com',
      outcome: 'complete',
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('The merchant cancelled this Skrill payment');

    for (const outcome of ['complete', 'pending']) {
      const paid = await createSession();
      await postForm(`${sandbox.url}/skrill/pay`, {
        sid: paid.sessionId,
        email: 'wallet@example.com',
        outcome,
      });
      const late = await cancel(paid.sessionId);
      expect(late.status).toBe(409);
      expect((await read(late)).error.name).toBe('SessionCompletedError');
    }
    expect((await cancel('0'.repeat(32))).status).toBe(404);
  });
});

describe('payouts', () => {
  it('pays a Skrill payout (an e-mail is required) and fails one on request, each with a webhook', async () => {
    const missingEmail = await sandbox.api('/payouts/v1/payouts', {
      body: { merchantRefNum: nextRef('po'), method: 'skrill', amount: 10000, currencyCode: 'USD' },
    });
    expect(missingEmail.status).toBe(400);
    const created = await sandbox.api('/payouts/v1/payouts', {
      body: {
        merchantRefNum: nextRef('po'),
        method: 'skrill',
        amount: 10000,
        currencyCode: 'USD',
        email: 'winner@example.com',
      },
    });
    expect(created.status).toBe(201);
    const payout = await read(created);
    expect(payout).toMatchObject({
      status: 'PENDING',
      destination: { email: 'winner@example.com' },
    });
    const paid = await read(
      await sandbox.api(`/payouts/_sandbox/payouts/${payout.id}/resolve`, {
        body: { status: 'PAID' },
      }),
    );
    expect(paid.status).toBe('PAID');
    const delivery = await receiver.waitFor(
      (item) =>
        item.path === '/payouts' && (item.body.data.payout as { id: string }).id === payout.id,
    );
    expect(delivery.eventType).toBe('payout.paid');
    expect(
      (
        await sandbox.api(`/payouts/_sandbox/payouts/${payout.id}/resolve`, {
          body: { status: 'FAILED' },
        })
      ).status,
    ).toBe(409);
  });

  it('takes Interac in CAD only, and a bank payout to a linked account only', async () => {
    const usd = await sandbox.api('/payouts/v1/payouts', {
      body: {
        merchantRefNum: nextRef('po'),
        method: 'interac',
        amount: 5000,
        currencyCode: 'USD',
        email: 'a@example.com',
        name: 'A B',
      },
    });
    expect(usd.status).toBe(400);
    const cad = await sandbox.api('/payouts/v1/payouts', {
      body: {
        merchantRefNum: nextRef('po'),
        method: 'interac',
        amount: 5000,
        currencyCode: 'CAD',
        email: 'a@example.com',
        name: 'A B',
      },
    });
    expect(cad.status).toBe(201);
    const unknownAccount = await sandbox.api('/payouts/v1/payouts', {
      body: {
        merchantRefNum: nextRef('po'),
        method: 'bank',
        amount: 5000,
        currencyCode: 'USD',
        uniqueUpoId: 'upo_nothing',
      },
    });
    expect(unknownAccount.status).toBe(404);
    const generic = await read(
      await sandbox.api('/payouts/v1/payouts', {
        body: {
          merchantRefNum: nextRef('po'),
          method: 'payouts',
          amount: 5000,
          currencyCode: 'USD',
          email: 'a@example.com',
          firstName: 'A',
          lastName: 'B',
        },
      }),
    );
    const failed = await read(
      await sandbox.api(`/payouts/_sandbox/payouts/${generic.id}/resolve`, {
        body: { status: 'FAILED', reason: 'Recipient unknown' },
      }),
    );
    expect(failed).toMatchObject({ status: 'FAILED', failure: { message: 'Recipient unknown' } });
    await receiver.waitFor(
      (item) =>
        item.eventType === 'payout.failed' &&
        (item.body.data.payout as { id: string }).id === generic.id,
    );
  });
});
