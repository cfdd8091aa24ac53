import { afterEach, describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from '#src/webhooks/signature';
import { nextRef, pay, tokenise } from '#test/helpers/card-flow';
import { read } from '#test/helpers/read';
import { basic, startSandbox, testMerchant, type TRunningSandbox } from '#test/helpers/sandbox';
import { WebhookReceiver } from '#test/helpers/webhook-receiver';

const running: { close: () => Promise<void> }[] = [];

afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.close();
});

async function setUp(timing: Parameters<typeof startSandbox>[1] = {}) {
  const holder: { sandbox?: TRunningSandbox } = {};
  const receiver = new WebhookReceiver(
    () => holder.sandbox?.merchant.webhookSecret ?? '',
    () => holder.sandbox?.clock.now() ?? new Date(),
  );
  const url = await receiver.start();
  running.push({ close: () => receiver.stop() });
  const sandbox = await startSandbox(url, timing);
  holder.sandbox = sandbox;
  running.push(sandbox);
  return { sandbox, receiver };
}

describe('signature', () => {
  const body = '{"id":"evt_1"}';
  it('verifies its own header and refuses a changed body, another secret or an old timestamp', () => {
    const now = 1_800_000_000;
    const header = signatureHeader('secret_one', body, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature('secret_one', body, header, now)).toBe(true);
    expect(verifySignature('secret_one', `${body} `, header, now)).toBe(false);
    expect(verifySignature('secret_two', body, header, now)).toBe(false);
    expect(verifySignature('secret_one', body, header, now + 301)).toBe(false);
    expect(verifySignature('secret_one', body, 't=abc,v1=00', now)).toBe(false);
    expect(verifySignature('secret_one', body, undefined, now)).toBe(false);
  });
});

describe('delivery', () => {
  it('retries a failed delivery with the same event until the merchant answers 2xx', async () => {
    const { sandbox, receiver } = await setUp();
    receiver.failNext = 2;
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4111111111111111');
    const payment = await read(
      await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken),
    );
    const delivered = await receiver.waitFor((item) => item.answeredStatus === 200);
    const attempts = receiver.deliveries.filter((item) => item.eventId === delivered.eventId);
    expect(attempts.map((item) => [item.attempt, item.answeredStatus])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(new Set(attempts.map((item) => JSON.stringify(item.body))).size).toBe(1);
    expect(attempts.every((item) => item.isSignatureValid)).toBe(true);
    expect((delivered.body.data.payment as { id: string }).id).toBe(payment.id);

    const event = await read(await sandbox.api(`/card/_sandbox/events/${delivered.eventId}`));
    expect(event).toMatchObject({ state: 'delivered', type: 'payment.completed' });
    expect(event.attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([
      500, 500, 200,
    ]);
  });

  it('marks an event failed after the last attempt and redelivers it on demand as a duplicate', async () => {
    const { sandbox, receiver } = await setUp({ timing: { webhookMaxAttempts: 2 } });
    receiver.failNext = 2;
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4000000000000002');
    await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    const first = await receiver.waitFor((item) => item.attempt === 2);
    await expect
      .poll(
        async () => (await read(await sandbox.api(`/card/_sandbox/events/${first.eventId}`))).state,
      )
      .toBe('failed');

    const redelivered = await sandbox.api(`/card/_sandbox/redeliver/${first.eventId}`, {
      method: 'POST',
    });
    expect(redelivered.status).toBe(202);
    const duplicate = await receiver.waitFor(
      (item) => item.eventId === first.eventId && item.answeredStatus === 200,
    );
    expect(duplicate.attempt).toBe(3);
    expect(duplicate.body).toEqual(first.body);

    await sandbox.api(`/card/_sandbox/redeliver/${first.eventId}`, { method: 'POST' });
    await receiver.waitFor((item) => item.eventId === first.eventId && item.attempt === 4);
    expect(
      receiver.deliveries.filter(
        (item) => item.eventId === first.eventId && item.answeredStatus === 200,
      ),
    ).toHaveLength(2);

    expect(
      (await sandbox.api(`/bank/_sandbox/redeliver/${first.eventId}`, { method: 'POST' })).status,
    ).toBe(404);
    expect(
      (await sandbox.api('/card/_sandbox/redeliver/evt_nothing', { method: 'POST' })).status,
    ).toBe(404);
    const listed = await read(await sandbox.api('/card/_sandbox/events'));
    expect(listed.events.map((event: { id: string }) => event.id)).toContain(first.eventId);
  });

  it('retries when the merchant cannot be reached at all', async () => {
    const { sandbox, receiver } = await setUp({ timing: { webhookMaxAttempts: 3 } });
    await receiver.stop();
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4111111111111111');
    await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken);
    const events = async () => (await read(await sandbox.api('/card/_sandbox/events'))).events;
    await expect.poll(async () => (await events())[0]?.state).toBe('failed');
    const [event] = await events();
    expect(event.attempts).toHaveLength(3);
    expect(event.attempts[0].error).toEqual(expect.any(String));
  });
});

describe('timed outcomes', () => {
  it('completes the timeout card by itself and sends payment.completed', async () => {
    const { sandbox, receiver } = await setUp({ timing: { pendingResolveMs: 30 } });
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4000000000000259');
    const payment = await read(
      await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken),
    );
    expect(payment.status).toBe('PENDING');
    const delivery = await receiver.waitFor((item) => item.eventType === 'payment.completed');
    expect(delivery.body.data.payment).toMatchObject({ id: payment.id, status: 'COMPLETED' });
  });

  it('pays a card payout to a saved card by itself, and fails one to a declining card', async () => {
    const { sandbox, receiver } = await setUp({ timing: { payoutResolveMs: 30 } });
    const customer = await read(
      await sandbox.api('/card/v1/customers', { body: { merchantCustomerId: nextRef('player') } }),
    );
    const savedCard = async (cardNum: string) => {
      const { handle } = await tokenise(sandbox, cardNum, { customerId: customer.id });
      return read(
        await sandbox.api(`/card/v1/customers/${customer.id}/paymenthandles`, {
          body: { paymentHandleTokenFrom: handle.paymentHandleToken },
        }),
      );
    };
    const good = await savedCard('4111111111111111');
    const bad = await savedCard('4000000000000002');
    const refusesCredits = await savedCard('4000000000000317');
    const payout = async (paymentHandleToken: string) =>
      read(
        await sandbox.api('/payouts/v1/payouts', {
          body: {
            merchantRefNum: nextRef('po'),
            method: 'card',
            amount: 10000,
            currencyCode: 'USD',
            paymentHandleToken,
          },
        }),
      );
    const paid = await payout(good.paymentHandleToken);
    const refused = await payout(bad.paymentHandleToken);
    const creditRefused = await payout(refusesCredits.paymentHandleToken);
    const single = await tokenise(sandbox, '4111111111111111');
    const notSaved = await sandbox.api('/payouts/v1/payouts', {
      body: {
        merchantRefNum: nextRef('po'),
        method: 'card',
        amount: 100,
        currencyCode: 'USD',
        paymentHandleToken: single.handle.paymentHandleToken,
      },
    });
    expect(notSaved.status).toBe(404);
    const paidEvent = await receiver.waitFor(
      (item) => (item.body.data.payout as { id?: string } | undefined)?.id === paid.id,
    );
    const refusedEvent = await receiver.waitFor(
      (item) => (item.body.data.payout as { id?: string } | undefined)?.id === refused.id,
    );
    const creditRefusedEvent = await receiver.waitFor(
      (item) => (item.body.data.payout as { id?: string } | undefined)?.id === creditRefused.id,
    );
    expect(paidEvent.eventType).toBe('payout.paid');
    for (const event of [refusedEvent, creditRefusedEvent]) {
      expect(event.eventType).toBe('payout.failed');
      expect(event.body.data.payout).toMatchObject({ status: 'FAILED', failure: { code: '3009' } });
    }
  });
});

describe('merchants', () => {
  it('keeps each merchant’s records and events to itself', async () => {
    const receiver = new WebhookReceiver(() => '');
    const url = await receiver.start();
    running.push({ close: () => receiver.stop() });
    const other = testMerchant('sandbox_other_casino', url);
    const sandbox = await startSandbox(url, {
      merchants: [testMerchant('sandbox_test_casino', url), other],
    });
    running.push(sandbox);
    const { merchantRefNum, amount, handle } = await tokenise(sandbox, '4111111111111111');
    const payment = await read(
      await pay(sandbox, merchantRefNum, amount, handle.paymentHandleToken),
    );
    const asOther = await fetch(`${sandbox.url}/card/v1/payments/${payment.id}`, {
      headers: { authorization: basic(other.id, other.apiKey) },
    });
    expect(asOther.status).toBe(404);
    const otherEvents = await read(
      await fetch(`${sandbox.url}/card/_sandbox/events`, {
        headers: { authorization: basic(other.id, other.apiKey) },
      }),
    );
    expect(otherEvents.events).toEqual([]);
    const wrongPair = await fetch(`${sandbox.url}/card/v1/payments/${payment.id}`, {
      headers: { authorization: basic(other.id, sandbox.merchant.apiKey) },
    });
    expect(wrongPair.status).toBe(401);
  });
});
