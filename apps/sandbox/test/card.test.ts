import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesLuhn } from '#src/providers/card/card-validation';
import { nextRef, pay, tokenise, VALID_EXPIRY } from '#test/helpers/card-flow';
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

describe('test cards', () => {
  it('publishes every scenario with Luhn-valid numbers', async () => {
    const response = await fetch(`${sandbox.url}/card/test-cards`);
    expect(response.status).toBe(200);
    const { testCards } = await read(response);
    expect(testCards.length).toBeGreaterThanOrEqual(9);
    for (const card of testCards) expect(passesLuhn(card.cardNum)).toBe(true);
  });
});

describe('card payment', () => {
  it('opens an order, tokenises in the browser and pays, with a signed webhook', async () => {
    const { merchantRefNum, amount, orderResponse, handleResponse, handle } = await tokenise(
      sandbox,
      '4111111111111111',
    );
    expect(orderResponse.status).toBe(201);
    expect(handleResponse.status).toBe(201);
    expect(handleResponse.headers.get('access-control-allow-origin')).toBe(MERCHANT_ORIGIN);
    expect(handle).toMatchObject({
      status: 'PAYABLE',
      action: 'NONE',
      usage: 'SINGLE_USE',
      timeToLiveSeconds: 900,
      card: { lastDigits: '1111', cardType: 'VI', cardBin: '411111' },
      threeDs: {
        deviceChannel: 'BROWSER',
        authenticationPurpose: 'PAYMENT_TRANSACTION',
        status: 'Y',
      },
    });
    expect(JSON.stringify(handle)).not.toContain('4111111111111111');

    const response = await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    expect(response.status).toBe(201);
    const payment = await read(response);
    expect(payment).toMatchObject({
      status: 'COMPLETED',
      amount,
      currencyCode: 'USD',
      warnings: [],
    });
    expect(payment.gatewayResponse).toMatchObject({
      avsResponse: 'MATCH',
      cvvVerification: 'MATCH',
    });

    const delivery = await receiver.waitFor(
      (item) =>
        item.body.data.payment !== undefined &&
        (item.body.data.payment as { id: string }).id === payment.id,
    );
    expect(delivery).toMatchObject({
      path: '/card',
      eventType: 'payment.completed',
      isSignatureValid: true,
      attempt: 1,
    });
    expect(delivery.body).toMatchObject({
      type: 'payment.completed',
      provider: 'card',
      merchantId: sandbox.merchant.id,
    });
  });

  it('answers a repeated payment request with the first payment, and refuses a different one', async () => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '5555555555554444');
    const first = await read(await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken));
    const repeat = await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    expect(repeat.status).toBe(200);
    expect((await read(repeat)).id).toBe(first.id);
    const different = await pay(sandbox, merchantRefNum, amount + 1, handle.paymentHandleToken);
    expect(different.status).toBe(409);
    expect((await read(different)).error.name).toBe('ConflictError');
  });

  it('spends a single-use handle once, for its own order only', async () => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4111111111111111');
    const wrongAmount = await pay(sandbox, merchantRefNum, amount + 100, handle.paymentHandleToken);
    expect(wrongAmount.status).toBe(400);
    expect((await read(wrongAmount)).error.name).toBe('OrderMismatchError');
    expect((await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken)).status).toBe(
      201,
    );
    const again = await pay(sandbox, nextRef(), amount, handle.paymentHandleToken);
    expect(again.status).toBe(400);
  });

  it.each([
    ['4000000000000002', '3009', 'cardDeclined'],
    ['4000000000009995', '3022', 'insufficientFunds'],
    ['4000000000000010', '3007', 'avsCheckFailed'],
  ])('card %s fails with %s %s and a payment.failed webhook', async (cardNum, code, name) => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, cardNum);
    const response = await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    expect(response.status).toBe(201);
    const payment = await read(response);
    expect(payment).toMatchObject({ status: 'FAILED', error: { code, name } });
    const delivery = await receiver.waitFor(
      (item) => (item.body.data.payment as { id?: string } | undefined)?.id === payment.id,
    );
    expect(delivery.eventType).toBe('payment.failed');
  });

  it('approves the CVV-missing card but flags CVV-value-not-present', async () => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4000000000000101');
    const payment = await read(
      await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken),
    );
    expect(payment.status).toBe('COMPLETED');
    expect(payment.gatewayResponse.cvvVerification).toBe('NOT_PROCESSED');
    expect(payment.warnings).toEqual([expect.objectContaining({ code: 'CVV-value-not-present' })]);
  });

  it('keeps the timeout card PENDING until it is resolved, then sends payment.completed', async () => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4000000000000259');
    const payment = await read(
      await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken),
    );
    expect(payment.status).toBe('PENDING');
    const current = await read(await sandbox.api(`/card/v1/payments/${payment.id}`));
    expect(current.status).toBe('PENDING');
    const resolved = await sandbox.api(`/card/_sandbox/payments/${payment.id}/resolve`, {
      body: { status: 'COMPLETED' },
    });
    expect((await read(resolved)).status).toBe('COMPLETED');
    const delivery = await receiver.waitFor(
      (item) => (item.body.data.payment as { id?: string } | undefined)?.id === payment.id,
    );
    expect(delivery.eventType).toBe('payment.completed');
    const again = await sandbox.api(`/card/_sandbox/payments/${payment.id}/resolve`, {
      body: { status: 'FAILED' },
    });
    expect(again.status).toBe(409);
  });

  it('cancels an unpaid order: its handles pay nothing, and a paid order cannot be cancelled', async () => {
    const { merchantRefNum, amount, order, handle } = await tokenise(sandbox, '4111111111111111');
    const cancelled = await sandbox.api(`/card/v1/orders/${order.id}/cancel`, { body: {} });
    expect(cancelled.status).toBe(200);
    expect((await read(cancelled)).status).toBe('CANCELLED');
    const again = await sandbox.api(`/card/v1/orders/${order.id}/cancel`, { body: {} });
    expect((await read(again)).status).toBe('CANCELLED');
    const refused = await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    expect(refused.status).toBe(409);
    expect((await read(refused)).error.name).toBe('OrderCancelledError');
    const tokenised = await sandbox.browser('/card/v1/paymenthandles', {
      body: {
        sessionToken: order.sessionToken,
        card: {
          cardNum: '4111111111111111',
          cardExpiry: VALID_EXPIRY,
          cvv: '123',
          holderName: 'Test Player',
        },
      },
    });
    expect(tokenised.status).toBe(409);
    expect((await read(tokenised)).error.name).toBe('OrderCancelledError');

    // A pending payment used its order: the cancel is refused and the payment still completes.
    const pending = await tokenise(sandbox, '4000000000000259');
    const payment = await read(
      await pay(sandbox, pending.merchantRefNum, pending.amount, pending.handle.paymentHandleToken),
    );
    expect(payment.status).toBe('PENDING');
    const late = await sandbox.api(`/card/v1/orders/${pending.order.id}/cancel`, { body: {} });
    expect(late.status).toBe(409);
    expect((await read(late)).error.name).toBe('OrderCompletedError');
    const resolved = await sandbox.api(`/card/_sandbox/payments/${payment.id}/resolve`, {
      body: { status: 'COMPLETED' },
    });
    expect((await read(resolved)).status).toBe('COMPLETED');
    const unknown = await sandbox.api('/card/v1/orders/ord_unknown/cancel', { body: {} });
    expect(unknown.status).toBe(404);
  });

  it('finds a payment by merchantRefNum (reconciling after a timeout)', async () => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4111111111111111');
    await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    const found = await read(
      await sandbox.api(`/card/v1/payments?merchantRefNum=${encodeURIComponent(merchantRefNum)}`),
    );
    expect(found.payments).toHaveLength(1);
    const none = await read(await sandbox.api('/card/v1/payments?merchantRefNum=nothing-here'));
    expect(none.payments).toEqual([]);
  });
});

describe('3-D Secure challenge', () => {
  const returnLinks = [
    { rel: 'on_completed', href: `${MERCHANT_ORIGIN}/payments/3ds-done` },
    { rel: 'on_failed', href: `${MERCHANT_ORIGIN}/payments/3ds-failed` },
  ];

  async function submitChallenge(href: string, outcome: string) {
    return fetch(href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
      redirect: 'manual',
    });
  }

  it('redirects to the challenge page, and pays once "Authenticate" is posted', async () => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4000000000003220', {
      returnLinks,
    });
    expect(handle).toMatchObject({
      status: 'INITIATED',
      action: 'REDIRECT',
      threeDs: { status: 'C' },
    });
    const href: string = handle.links[0].href;
    expect(href).toMatch(new RegExp(`^${sandbox.url}/card/3ds/`));

    const early = await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    expect(early.status).toBe(409);
    expect((await read(early)).error).toMatchObject({
      name: 'PaymentHandleNotPayableError',
      details: { status: 'INITIATED' },
    });

    const page = await fetch(href);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('SANDBOX');
    expect(text).toContain('value="authenticate"');
    expect(text).toContain('$19.99');
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${MERCHANT_ORIGIN}`,
    );

    const submitted = await submitChallenge(href, 'authenticate');
    expect(submitted.status).toBe(303);
    const location = new URL(submitted.headers.get('location') ?? '');
    expect(location.pathname).toBe('/payments/3ds-done');
    expect(location.searchParams.get('status')).toBe('PAYABLE');

    const payment = await read(
      await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken),
    );
    expect(payment).toMatchObject({ status: 'COMPLETED', threeDs: { status: 'Y', eci: '05' } });
    expect((await submitChallenge(href, 'fail')).status).toBe(409);
  });

  it('fails the handle when the tester fails authentication', async () => {
    const { handle } = await tokenise(sandbox, '4000000000003220', { returnLinks });
    const submitted = await submitChallenge(handle.links[0].href, 'fail');
    expect(new URL(submitted.headers.get('location') ?? '').pathname).toBe('/payments/3ds-failed');
    const current = await read(await sandbox.api(`/card/v1/paymenthandles/${handle.id}`));
    expect(current).toMatchObject({
      status: 'FAILED',
      error: { code: '5051', name: 'threeDsAuthenticationFailed' },
    });
  });

  it('fails the issuer-rejecting card even when "Authenticate" is chosen; without return links it shows a result page', async () => {
    const { handle } = await tokenise(sandbox, '4000008400001629');
    const submitted = await submitChallenge(handle.links[0].href, 'authenticate');
    expect(submitted.status).toBe(200);
    expect(await submitted.text()).toContain('Authentication failed');
  });

  it('answers a bad form with a 400 page and an unknown challenge with a 404 page', async () => {
    const { handle } = await tokenise(sandbox, '4000000000003220');
    const bad = await submitChallenge(handle.links[0].href, 'maybe');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('text/html');
    const unknown = await fetch(`${sandbox.url}/card/3ds/3ds_nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This page cannot continue');
  });
});

describe('saved cards', () => {
  it('saves a card for a customer, pays with it by CVV only, and forgets it after its time to live', async () => {
    const customerResponse = await sandbox.api('/card/v1/customers', {
      body: { merchantCustomerId: nextRef('player') },
    });
    expect(customerResponse.status).toBe(201);
    const customer = await read(customerResponse);

    const first = await tokenise(sandbox, '5555555555554444', { customerId: customer.id });
    await pay(sandbox, first.merchantRefNum, first.amount, first.handle.paymentHandleToken);
    const savedResponse = await sandbox.api(`/card/v1/customers/${customer.id}/paymenthandles`, {
      body: { paymentHandleTokenFrom: first.handle.paymentHandleToken },
    });
    expect(savedResponse.status).toBe(201);
    const saved = await read(savedResponse);
    expect(saved).toMatchObject({
      usage: 'MULTI_USE',
      status: 'PAYABLE',
      timeToLiveSeconds: 3600,
      card: { lastDigits: '4444' },
    });
    const again = await sandbox.api(`/card/v1/customers/${customer.id}/paymenthandles`, {
      body: { paymentHandleTokenFrom: first.handle.paymentHandleToken },
    });
    expect(again.status).toBe(200);
    expect((await read(again)).id).toBe(saved.id);

    const tokenResponse = await sandbox.api(
      `/card/v1/customers/${customer.id}/singleusecustomertokens`,
      { method: 'POST' },
    );
    const customerToken = await read(tokenResponse);
    expect(customerToken.paymentHandles).toEqual([
      expect.objectContaining({ paymentHandleToken: saved.paymentHandleToken }),
    ]);

    const merchantRefNum = nextRef();
    const order = await read(
      await sandbox.api('/card/v1/orders', {
        body: { merchantRefNum, amount: 500, currencyCode: 'USD', customerId: customer.id },
      }),
    );
    const badCvv = await sandbox.browser('/card/v1/paymenthandles', {
      body: {
        sessionToken: order.sessionToken,
        singleUseCustomerToken: customerToken.singleUseCustomerToken,
        paymentHandleTokenFrom: saved.paymentHandleToken,
        cvv: '12',
      },
    });
    expect(badCvv.status).toBe(400);
    const handle = await read(
      await sandbox.browser('/card/v1/paymenthandles', {
        body: {
          sessionToken: order.sessionToken,
          singleUseCustomerToken: customerToken.singleUseCustomerToken,
          paymentHandleTokenFrom: saved.paymentHandleToken,
          cvv: '123',
        },
      }),
    );
    const payment = await read(await pay(sandbox, merchantRefNum, 500, handle.paymentHandleToken));
    expect(payment).toMatchObject({ status: 'COMPLETED', card: { lastDigits: '4444' } });

    sandbox.clock.advanceSeconds(3601);
    const listed = await read(
      await sandbox.api(`/card/v1/customers/${customer.id}/paymenthandles`),
    );
    expect(listed.paymentHandles).toEqual([]);
    const expired = await sandbox.api('/card/v1/payments', {
      body: {
        merchantRefNum: nextRef(),
        amount: 500,
        currencyCode: 'USD',
        paymentHandleToken: saved.paymentHandleToken,
      },
    });
    expect(expired.status).toBe(409);
    expect((await read(expired)).error.details.status).toBe('EXPIRED');
  });

  it('checks the CVV given for a saved card against the first one, and blocks the card at the third wrong one in a row', async () => {
    const customer = await read(
      await sandbox.api('/card/v1/customers', { body: { merchantCustomerId: nextRef('player') } }),
    );
    const first = await tokenise(sandbox, '4111111111111111', {
      customerId: customer.id,
      cvv: '482',
    });
    const saved = await read(
      await sandbox.api(`/card/v1/customers/${customer.id}/paymenthandles`, {
        body: { paymentHandleTokenFrom: first.handle.paymentHandleToken },
      }),
    );
    // No field holds the CVV. Not a search for its digits: the answer's random hex ids may hold them.
    expect(JSON.stringify(saved)).not.toMatch(/"482"|:482[,}\]]|cvv/i);
    async function tokeniseSaved(cvv: string) {
      const customerToken = await read(
        await sandbox.api(`/card/v1/customers/${customer.id}/singleusecustomertokens`, {
          method: 'POST',
        }),
      );
      const order = await read(
        await sandbox.api('/card/v1/orders', {
          body: {
            merchantRefNum: nextRef(),
            amount: 500,
            currencyCode: 'USD',
            customerId: customer.id,
          },
        }),
      );
      return sandbox.browser('/card/v1/paymenthandles', {
        body: {
          sessionToken: order.sessionToken,
          singleUseCustomerToken: customerToken.singleUseCustomerToken,
          paymentHandleTokenFrom: saved.paymentHandleToken,
          cvv,
        },
      });
    }
    const wrong = await tokeniseSaved('123');
    expect(wrong.status).toBe(400);
    expect((await read(wrong)).error).toMatchObject({
      name: 'CvvCheckFailedError',
      code: '3005',
      details: { attemptsLeft: 2 },
    });
    expect((await tokeniseSaved('482')).status).toBe(201);
    for (const attemptsLeft of [2, 1]) {
      const again = await read(await tokeniseSaved('481'));
      expect(again.error).toMatchObject({ name: 'CvvCheckFailedError', details: { attemptsLeft } });
    }
    const blocked = await read(await tokeniseSaved('480'));
    expect(blocked.error).toMatchObject({ name: 'CardBlockedError', code: '3012' });
    expect((await tokeniseSaved('482')).status).toBe(409);
    const listed = await read(
      await sandbox.api(`/card/v1/customers/${customer.id}/paymenthandles`),
    );
    expect(listed.paymentHandles).toEqual([]);
  });

  it('deletes a saved card', async () => {
    const customer = await read(
      await sandbox.api('/card/v1/customers', { body: { merchantCustomerId: nextRef('player') } }),
    );
    const { handle } = await tokenise(sandbox, '4111111111111111', { customerId: customer.id });
    const saved = await read(
      await sandbox.api(`/card/v1/customers/${customer.id}/paymenthandles`, {
        body: { paymentHandleTokenFrom: handle.paymentHandleToken },
      }),
    );
    const path = `/card/v1/customers/${customer.id}/paymenthandles/${saved.id}`;
    expect((await sandbox.api(path, { method: 'DELETE' })).status).toBe(204);
    expect((await sandbox.api(path, { method: 'DELETE' })).status).toBe(404);
  });

  it('expires a single-use handle after its time to live', async () => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4111111111111111');
    sandbox.clock.advanceSeconds(901);
    const response = await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    expect(response.status).toBe(409);
    expect((await read(response)).error.details.status).toBe('EXPIRED');
  });
});

describe('card input and keys', () => {
  async function tokeniseCard(card: Record<string, unknown>) {
    const order = await read(
      await sandbox.api('/card/v1/orders', {
        body: { merchantRefNum: nextRef(), amount: 100, currencyCode: 'USD' },
      }),
    );
    return sandbox.browser('/card/v1/paymenthandles', {
      body: { sessionToken: order.sessionToken, card },
    });
  }

  it.each([
    [
      'a number failing Luhn',
      { cardNum: '4111111111111112', cardExpiry: VALID_EXPIRY, cvv: '123', holderName: 'A' },
      'card.cardNum',
    ],
    [
      'an expired card',
      {
        cardNum: '4111111111111111',
        cardExpiry: { month: 1, year: 2020 },
        cvv: '123',
        holderName: 'A',
      },
      'card.cardExpiry',
    ],
    [
      'a 3-digit Amex CVV',
      { cardNum: '378282246310005', cardExpiry: VALID_EXPIRY, cvv: '123', holderName: 'A' },
      'card.cvv',
    ],
    [
      'an unknown brand',
      { cardNum: '9111111111111111', cardExpiry: VALID_EXPIRY, cvv: '123', holderName: 'A' },
      'card.cardNum',
    ],
  ])('refuses %s with 5068 field errors', async (_label, card, field) => {
    const response = await tokeniseCard(card);
    expect(response.status).toBe(400);
    const { error } = await read(response);
    expect(error).toMatchObject({ name: 'CardValidationError', code: '5068' });
    expect(error.details.fieldErrors.map((item: { field: string }) => item.field)).toContain(field);
  });

  it('answers malformed requests with 400 and never 500', async () => {
    const cases: [string, RequestInit][] = [
      [
        '/card/v1/orders',
        { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } },
      ],
      [
        '/card/v1/orders',
        {
          method: 'POST',
          body: JSON.stringify({ merchantRefNum: 'x', amount: 10.5, currencyCode: 'USD' }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      [
        '/card/v1/orders',
        {
          method: 'POST',
          body: JSON.stringify({ merchantRefNum: 'x', amount: 100, currencyCode: 'usd' }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      [
        '/card/v1/orders',
        {
          method: 'POST',
          body: JSON.stringify({ merchantRefNum: 'x', amount: 100, currencyCode: 'USD', extra: 1 }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      [
        '/card/v1/payments',
        {
          method: 'POST',
          body: JSON.stringify({ merchantRefNum: 'x', amount: 100, currencyCode: 'USD' }),
          headers: { 'content-type': 'application/json' },
        },
      ],
    ];
    for (const [path, init] of cases) {
      const response = await fetch(`${sandbox.url}${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          authorization: `Bearer ${sandbox.merchant.apiKey}`,
        },
      });
      expect(response.status, `${path} ${init.body as string}`).toBe(400);
      expect((await read(response)).error.message).toEqual(expect.any(String));
    }
    const unknownSession = await sandbox.browser('/card/v1/paymenthandles', {
      body: {
        sessionToken: 'sess_nothing',
        card: {
          cardNum: '4111111111111111',
          cardExpiry: VALID_EXPIRY,
          cvv: '123',
          holderName: 'A',
        },
      },
    });
    expect(unknownSession.status).toBe(400);
    expect((await read(unknownSession)).error.name).toBe('SessionTokenInvalidError');
  });

  it('keeps each key to its calls, and the browser calls to allowed origins', async () => {
    expect((await fetch(`${sandbox.url}/card/v1/orders/ord_x`)).status).toBe(401);
    expect(
      (
        await sandbox.browser('/card/v1/orders', {
          body: { merchantRefNum: 'x', amount: 1, currencyCode: 'USD' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await sandbox.api('/card/v1/paymenthandles', { body: { sessionToken: 'x', card: {} } }))
        .status,
    ).toBe(403);
    const wrongKey = await fetch(`${sandbox.url}/card/v1/orders/ord_x`, {
      headers: { authorization: 'Bearer sandbox_sk_wrong_key_0000' },
    });
    expect(wrongKey.status).toBe(401);
    const foreignOrigin = await sandbox.browser('/card/v1/paymenthandles', {
      body: { sessionToken: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.status).toBe(403);

    const preflight = await fetch(`${sandbox.url}/card/v1/paymenthandles`, {
      method: 'OPTIONS',
      headers: { origin: MERCHANT_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(MERCHANT_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const foreignPreflight = await fetch(`${sandbox.url}/card/v1/paymenthandles`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('refunds and chargebacks', () => {
  it('refunds part, then the rest, and refuses more; a chargeback is sent once', async () => {
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4111111111111111', {
      amount: 1000,
    });
    const payment = await read(
      await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken),
    );
    const partial = await read(
      await sandbox.api(`/card/_sandbox/payments/${payment.id}/refund`, { body: { amount: 400 } }),
    );
    expect(partial.availableToRefund).toBe(600);
    const tooMuch = await sandbox.api(`/card/_sandbox/payments/${payment.id}/refund`, {
      body: { amount: 601 },
    });
    expect(tooMuch.status).toBe(400);
    const rest = await read(
      await sandbox.api(`/card/_sandbox/payments/${payment.id}/refund`, { method: 'POST' }),
    );
    expect(rest.refunds.map((refund: { amount: number }) => refund.amount)).toEqual([400, 600]);
    const refunds = await receiver.waitFor(
      (item) =>
        item.eventType === 'payment.refunded' &&
        (item.body.data.refund as { amount: number }).amount === 600,
    );
    expect(refunds.isSignatureValid).toBe(true);

    const chargeback = await sandbox.api(`/card/_sandbox/payments/${payment.id}/chargeback`, {
      body: { reasonCode: '13.1' },
    });
    expect((await read(chargeback)).chargeback).toMatchObject({ amount: 1000, reasonCode: '13.1' });
    expect(
      (await sandbox.api(`/card/_sandbox/payments/${payment.id}/chargeback`, { method: 'POST' }))
        .status,
    ).toBe(409);
    await receiver.waitFor(
      (item) =>
        item.eventType === 'payment.chargeback' &&
        (item.body.data.payment as { id: string }).id === payment.id,
    );
  });
});

describe('empty JSON bodies', () => {
  it('reads a POST with a JSON content type and no body as no body', async () => {
    const customer = await read(
      await sandbox.api('/card/v1/customers', { body: { merchantCustomerId: nextRef('player') } }),
    );
    const response = await fetch(
      `${sandbox.url}/card/v1/customers/${customer.id}/singleusecustomertokens`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sandbox.merchant.apiKey}`,
          'content-type': 'application/json',
        },
      },
    );
    expect(response.status).toBe(201);
    const order = await fetch(`${sandbox.url}/card/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sandbox.merchant.apiKey}`,
        'content-type': 'application/json',
      },
    });
    expect(order.status).toBe(400);
    expect((await read(order)).error.name).toBe('ValidationError');
  });
});
