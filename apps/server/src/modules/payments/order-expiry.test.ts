import {
  type TOpenOrder,
  ZBankPurchaseResponse,
  ZErrorEnvelope,
  ZGetPurchaseLimitsResponse,
  ZGetTransactionsResponse,
  ZOpenOrderResponse,
  ZSkrillPurchaseResponse,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { executeRows } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { EXPIRE_ORDER_JOB } from '#src/modules/payments/order-expiry';
import {
  everydayPack,
  openCardOrder,
  payByCard,
  postPaymentHandle,
  SANDBOX_MERCHANT,
  testCard,
} from '#src/modules/payments/payments.test-support';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { PAYMENTS_TEST_ORIGIN } from '#test/helpers/provider-sandbox';
import type { TTestApp } from '#test/helpers/test-app';

/**
 * Unpaid orders expire (decision 109): a bank or Skrill order left on the provider's page and a
 * card order never paid stop counting against the limits when their job runs, and are cancelled
 * at the provider; a payment the provider already holds is still credited once. The app's clock
 * runs ahead only while the jobs run, so the sandbox's signed notifications (real time) stay
 * fresh (one arriving meanwhile is refused as stale and redelivered).
 */
const EXPIRY_MINUTES = 60;
const SECRET_KEY_AUTH = `Basic ${Buffer.from(`${SANDBOX_MERCHANT}:sandbox_sk_crown_casino_development`).toString('base64')}`;
const PAST_EXPIRY_MS = (EXPIRY_MINUTES + 1) * 60_000;

function offsetClock() {
  let offsetMs = 0;
  const clock: TClock = { now: () => new Date(Date.now() + offsetMs) };
  return { clock, setOffset: (ms: number) => (offsetMs = ms) };
}

async function orderStatus(testApp: TTestApp, merchantRefNum: string) {
  const [row] = await executeRows<{ status: string }>(
    testApp.database.db,
    sql`SELECT status FROM purchase_orders WHERE merchant_ref_num = ${merchantRefNum}`,
  );
  return row?.status;
}

async function expiryJobs(testApp: TTestApp, merchantRefNum: string) {
  const rows = await executeRows<{ n: unknown }>(
    testApp.database.db,
    sql`SELECT count(*)::int AS n FROM jobs WHERE name = ${EXPIRE_ORDER_JOB} AND job_key = ${merchantRefNum}`,
  );
  return Number(rows[0]?.n);
}

describe('unpaid purchase orders expire', { timeout: 60_000 }, () => {
  let started: TAppWithSandbox | undefined;
  let testApp: TTestApp;
  const { clock, setOffset } = offsetClock();

  beforeAll(async () => {
    started = await startAppWithSandbox({
      clock,
      env: (sandboxUrl) => ({
        CARD_PROCESSOR_URL: sandboxUrl,
        JOBS_POLL_MS: '0',
        PURCHASE_ORDER_EXPIRY_MINUTES: String(EXPIRY_MINUTES),
      }),
      sandboxEnv: (app) => ({
        SANDBOX_ALLOWED_ORIGINS: `${PAYMENTS_TEST_ORIGIN},${new URL(app.config.publicUrl).origin}`,
        // The timeout card stays pending until the test completes it.
        SANDBOX_PENDING_RESOLVE_MS: '600000',
      }),
    });
    ({ testApp } = started);
  });
  afterAll(() => started?.close());
  const sockets: TClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  /** The player's wallet socket, connected. */
  async function socketOf(player: TSignedInPlayer) {
    const port = (testApp.app.server.address() as { port: number }).port;
    const socket = connectWallet(`http://127.0.0.1:${port}`, {
      token: player.idToken,
      pathname: '/',
    });
    sockets.push(socket);
    await connected(socket);
    return socket;
  }

  /** The sandbox card processor's API, with the merchant's secret key. */
  async function processor(path: string, body?: unknown) {
    const response = await fetch(`${started?.sandbox.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: SECRET_KEY_AUTH,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { status: string; payments?: { id: string }[] };
  }

  async function providerOrderId(merchantRefNum: string) {
    const [row] = await executeRows<{ provider_order_id: string }>(
      testApp.database.db,
      sql`SELECT provider_order_id FROM purchase_orders WHERE merchant_ref_num = ${merchantRefNum}`,
    );
    return row?.provider_order_id;
  }

  async function tokenised(order: TOpenOrder, cardNum: string) {
    const response = await postPaymentHandle(order, { card: testCard(cardNum) });
    return {
      status: response.status,
      handle: (await response.json()) as { paymentHandleToken: string },
    };
  }

  function payCard(
    player: TSignedInPlayer,
    packageId: number,
    merchantRefNum: string,
    token: string,
  ) {
    return payByCard(testApp, player, { packageId, merchantRefNum, paymentHandleToken: token });
  }

  /** The purchases listed up to two hours ahead: the jobs ran with the clock an hour ahead. */
  async function purchaseRows(player: TSignedInPlayer) {
    const endDate = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/transactions?actionType=purchase&endDate=${encodeURIComponent(endDate)}`,
      headers: { cookie: player.cookie },
    });
    return ZGetTransactionsResponse.parse(listed.json()).data.data.rows;
  }

  /** Runs the jobs due an hour and a minute from now, then brings the clock back. */
  async function runJobsPastExpiry() {
    setOffset(PAST_EXPIRY_MS);
    try {
      while ((await testApp.app.jobs.runDueOnce()) > 0);
    } finally {
      setOffset(0);
    }
  }

  async function dailyUsed(player: TSignedInPlayer) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/purchase-limits',
      headers: { cookie: player.cookie },
    });
    const { limits } = ZGetPurchaseLimitsResponse.parse(response.json()).data;
    return limits.find((limit) => limit.period === 'daily')?.used;
  }

  type TMethod = 'bank' | 'skrill';

  function startAt(player: TSignedInPlayer, method: TMethod, packageId: number) {
    return testApp.app.inject({
      method: 'POST',
      url: method === 'bank' ? '/api/user/nuvei-mazooma' : '/api/user/skrill-session',
      headers: { cookie: player.cookie },
      payload: {
        packageId,
        links: [{ rel: 'default', href: new URL('/', testApp.config.publicUrl).toString() }],
      },
    });
  }

  /** A bank or Skrill purchase started: our reference and the provider's page. */
  async function startRedirect(player: TSignedInPlayer, method: TMethod, packageId: number) {
    const response = await startAt(player, method, packageId);
    expect(response.statusCode).toBe(201);
    if (method === 'bank') {
      const { data } = ZBankPurchaseResponse.parse(response.json());
      return { merchantRefNum: data.transactionId, redirectUrl: data.paymentOption.redirectUrl };
    }
    const { data } = ZSkrillPurchaseResponse.parse(response.json());
    return { merchantRefNum: data.transactionId, redirectUrl: data.redirectUrl };
  }

  /** The payer's choice on the provider's page; the caller checks the answer. */
  function payerChooses(method: TMethod, redirectUrl: string, outcome: 'complete' | 'pending') {
    const page = new URL(redirectUrl);
    const form: Record<string, string> =
      method === 'bank'
        ? { outcome }
        : { sid: page.searchParams.get('sid') ?? '', email: 'payer@example.com', outcome };
    return fetch(method === 'bank' ? page : new URL('/skrill/pay', page), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
  }

  /** The bank transaction's or Skrill session's status at the provider. */
  async function statusAtProvider(method: TMethod, merchantRefNum: string) {
    const id = encodeURIComponent(String(await providerOrderId(merchantRefNum)));
    const path = method === 'bank' ? `/bank/v1/transactions/${id}` : `/skrill/v1/sessions/${id}`;
    return (await processor(path)).status;
  }

  function resolveAtProvider(method: TMethod, providerId: string) {
    const id = encodeURIComponent(providerId);
    const path =
      method === 'bank'
        ? `/bank/_sandbox/transactions/${id}/resolve`
        : `/skrill/_sandbox/sessions/${id}/resolve`;
    return processor(path, { status: 'COMPLETED' });
  }

  async function purchaseTransfers(merchantRefNum: string) {
    const [row] = await executeRows<{ n: unknown }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers
          WHERE code = 'purchase' AND metadata->>'merchantRefNum' = ${merchantRefNum}`,
    );
    return Number(row?.n);
  }

  /** Where an order stands: at the provider, in our orders, in the ledger. */
  async function outcomeOf(method: TMethod, merchantRefNum: string) {
    return {
      atProvider: await statusAtProvider(method, merchantRefNum),
      order: await orderStatus(testApp, merchantRefNum),
      transfers: await purchaseTransfers(merchantRefNum),
    };
  }

  it.each(['bank', 'skrill'] as const)(
    'expires a %s order left unpaid: frees its limits, cancels it at the provider, tells the player; its page pays nothing more',
    async (method) => {
      const player = await createSignedInPlayer(testApp);
      const socket = await socketOf(player);
      const pack = await everydayPack(testApp, player);
      const lowered = await testApp.app.inject({
        method: 'PUT',
        url: '/api/user/purchase-limits',
        headers: { cookie: player.cookie },
        payload: { period: 'daily', amount: pack.price },
      });
      expect(lowered.statusCode).toBe(200);

      const { merchantRefNum, redirectUrl } = await startRedirect(player, method, pack.packageId);
      expect(await expiryJobs(testApp, merchantRefNum)).toBe(1);
      expect(await dailyUsed(player)).toBe(pack.price);
      const refused = await startAt(player, method, pack.packageId);
      expect(ZErrorEnvelope.parse(refused.json()).error.name).toBe('PurchaseLimitExceededError');

      // Not due yet: nothing moves.
      while ((await testApp.app.jobs.runDueOnce()) > 0);
      expect(await orderStatus(testApp, merchantRefNum)).toBe('in progress');

      const pushed = waitFor(socket, 'payment_result');
      await runJobsPastExpiry();
      expect(await outcomeOf(method, merchantRefNum)).toEqual({
        atProvider: 'CANCELLED',
        order: 'expired',
        transfers: 0,
      });
      expect(await pushed).toMatchObject({
        transactionId: merchantRefNum,
        paymentMethod: method,
        status: 'expired',
      });
      expect(await expiryJobs(testApp, merchantRefNum)).toBe(0);
      expect(await dailyUsed(player)).toBe(0);

      // The payer comes back to the provider's page after all: it refuses to pay.
      const late = await payerChooses(method, redirectUrl, 'complete');
      expect(late.status).toBe(409);
      expect(await late.text()).toContain('The merchant cancelled this');
      const registered = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/register-transaction',
        headers: { cookie: player.cookie },
        payload: { method, merchantRefNum },
      });
      // The player's return tells them the purchase expired, not that a payment failed.
      expect(registered.statusCode).toBe(409);
      expect(ZErrorEnvelope.parse(registered.json()).error.name).toBe('PurchaseOrderExpiredError');
      await runJobsPastExpiry();
      expect(await outcomeOf(method, merchantRefNum)).toEqual({
        atProvider: 'CANCELLED',
        order: 'expired',
        transfers: 0,
      });
      expect(await purchaseRows(player)).toEqual([
        expect.objectContaining({ transactionId: merchantRefNum, status: 'expired', amount: 0 }),
      ]);
    },
  );

  it.each(['bank', 'skrill'] as const)(
    'credits once a %s payment left pending when its order expired',
    async (method) => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(testApp, player);
      const { merchantRefNum, redirectUrl } = await startRedirect(player, method, pack.packageId);
      expect((await payerChooses(method, redirectUrl, 'pending')).status).toBe(303);
      await expect
        .poll(() => orderStatus(testApp, merchantRefNum), { timeout: 20_000 })
        .toBe('pending');

      await runJobsPastExpiry();
      // The money is on its way: the provider refuses the cancel and finishes the payment.
      expect(await outcomeOf(method, merchantRefNum)).toEqual({
        atProvider: 'PENDING',
        order: 'expired',
        transfers: 0,
      });
      expect(
        (await resolveAtProvider(method, String(await providerOrderId(merchantRefNum)))).status,
      ).toBe('COMPLETED');
      await expect
        .poll(() => orderStatus(testApp, merchantRefNum), { timeout: 20_000 })
        .toBe('success');
      await runJobsPastExpiry();
      expect(await outcomeOf(method, merchantRefNum)).toEqual({
        atProvider: 'COMPLETED',
        order: 'success',
        transfers: 2,
      });
      const rows = await purchaseRows(player);
      expect(rows.filter((row) => row.reference === merchantRefNum)).toHaveLength(2);
      expect(rows.every((row) => row.status === 'completed')).toBe(true);
      expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
    },
  );

  it.each(['bank', 'skrill'] as const)(
    'a %s payment completed as its order expires ends credited once or expired with nothing paid, never both',
    async (method) => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(testApp, player);
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // The payer's click lands at a different moment around the expiry each round: before it
      // (negative: the job starts that much later) or after it.
      for (const payerAfterMs of [-40, -20, -10, -5, -2, 0, 2, 5, 10, 20]) {
        const { merchantRefNum, redirectUrl } = await startRedirect(player, method, pack.packageId);
        const [, paid] = await Promise.all([
          later(Math.max(0, -payerAfterMs)).then(runJobsPastExpiry),
          later(Math.max(0, payerAfterMs)).then(() =>
            payerChooses(method, redirectUrl, 'complete'),
          ),
        ]);
        const credited = { atProvider: 'COMPLETED', order: 'success', transfers: 2 };
        const expired = { atProvider: 'CANCELLED', order: 'expired', transfers: 0 };
        // A completion's notification may still be on its way (refused while the clock ran
        // ahead, then retried): wait until the order agrees with the provider.
        await expect
          .poll(() => outcomeOf(method, merchantRefNum), { timeout: 30_000 })
          .toEqual(paid.status === 303 ? credited : expired);
        expect(paid.status === 303 || paid.status === 409).toBe(true);
        // Running the jobs and registering the return again changes nothing.
        await runJobsPastExpiry();
        await testApp.app.inject({
          method: 'POST',
          url: '/api/user/register-transaction',
          headers: { cookie: player.cookie },
          payload: { method, merchantRefNum },
        });
        expect(await outcomeOf(method, merchantRefNum)).toEqual(
          paid.status === 303 ? credited : expired,
        );
      }
      expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
    },
  );

  it('expires a card order never paid: cancels its session, tells the player, lists it, refuses paying it', async () => {
    const player = await createSignedInPlayer(testApp);
    const socket = await socketOf(player);
    const pack = await everydayPack(testApp, player);
    const opened = await openCardOrder(testApp, player, pack.packageId);
    expect(opened.statusCode).toBe(201);
    const order = ZOpenOrderResponse.parse(opened.json()).data.openOrder;
    const { merchantRefNum } = order;
    // The frame tokenised the card, and the player left before paying.
    const before = await tokenised(order, '4111111111111111');
    expect(before.status).toBe(201);

    const pushed = waitFor(socket, 'payment_result');
    await runJobsPastExpiry();
    expect(await orderStatus(testApp, merchantRefNum)).toBe('expired');
    expect(await pushed).toMatchObject({
      type: 'payment_result',
      transactionId: merchantRefNum,
      paymentMethod: 'card',
      status: 'expired',
      packageId: pack.packageId,
      price: pack.price,
    });
    const atProcessor = await processor(
      `/card/v1/orders/${encodeURIComponent(String(await providerOrderId(merchantRefNum)))}`,
    );
    expect(atProcessor.status).toBe('CANCELLED');
    expect((await tokenised(order, '4111111111111111')).status).toBe(409);

    const rows = await purchaseRows(player);
    expect(rows).toEqual([
      expect.objectContaining({
        transactionId: merchantRefNum,
        actionType: 'purchase',
        code: 'purchase',
        status: 'expired',
        amount: 0,
        reference: merchantRefNum,
      }),
    ]);

    const late = await payCard(
      player,
      pack.packageId,
      merchantRefNum,
      before.handle.paymentHandleToken,
    );
    expect(late.statusCode).toBe(409);
    expect(ZErrorEnvelope.parse(late.json()).error.name).toBe('PurchaseOrderStateError');
    expect(await orderStatus(testApp, merchantRefNum)).toBe('expired');
    // The job ran once: running the jobs again moves and pushes nothing more.
    await runJobsPastExpiry();
    expect(await purchaseRows(player)).toHaveLength(1);
  });

  it('credits once a card payment that was pending at the processor when its order expired', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    const opened = await openCardOrder(testApp, player, pack.packageId);
    const order = ZOpenOrderResponse.parse(opened.json()).data.openOrder;
    const { merchantRefNum } = order;
    const { handle } = await tokenised(order, '4000000000000259');
    const paid = await payCard(player, pack.packageId, merchantRefNum, handle.paymentHandleToken);
    expect(paid.statusCode).toBe(200);
    expect(await orderStatus(testApp, merchantRefNum)).toBe('pending');

    await runJobsPastExpiry();
    expect(await orderStatus(testApp, merchantRefNum)).toBe('expired');
    // The payment already used the order: the processor keeps it and finishes it later.
    const { payments } = await processor(
      `/card/v1/payments?merchantRefNum=${encodeURIComponent(merchantRefNum)}`,
    );
    const paymentId = payments?.[0]?.id as string;
    expect(
      (await processor(`/card/_sandbox/payments/${paymentId}/resolve`, { status: 'COMPLETED' }))
        .status,
    ).toBe('COMPLETED');
    await expect
      .poll(() => orderStatus(testApp, merchantRefNum), { timeout: 20_000 })
      .toBe('success');
    await runJobsPastExpiry();
    expect(await orderStatus(testApp, merchantRefNum)).toBe('success');
    expect(await purchaseTransfers(merchantRefNum)).toBe(2);
    const rows = await purchaseRows(player);
    expect(rows.filter((row) => row.reference === merchantRefNum)).toHaveLength(2);
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
  });
});

describe('an order expiry job across a restart', { timeout: 60_000 }, () => {
  it('expires the order in the process started after the one that opened it', async () => {
    const { clock, setOffset } = offsetClock();
    const started = await startAppWithSandbox({
      clock,
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl, JOBS_POLL_MS: '0' }),
    });
    const { testApp, sandbox } = started;
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    const opened = await openCardOrder(testApp, player, pack.packageId);
    const { merchantRefNum } = ZOpenOrderResponse.parse(opened.json()).data.openOrder;
    await testApp.app.close();

    const restarted = await buildApp({
      config: testApp.config,
      database: testApp.database,
      logger: pino({ level: 'silent' }),
      clock,
    });
    try {
      await restarted.ready();
      while ((await restarted.jobs.runDueOnce()) > 0);
      expect(await orderStatus(testApp, merchantRefNum)).toBe('open');
      expect(await expiryJobs(testApp, merchantRefNum)).toBe(1);
      setOffset(testApp.config.PURCHASE_ORDER_EXPIRY_MINUTES * 60_000 + 1_000);
      while ((await restarted.jobs.runDueOnce()) > 0);
      expect(await orderStatus(testApp, merchantRefNum)).toBe('expired');
    } finally {
      await restarted.close();
      await sandbox.stop();
      await testApp.database.close();
    }
  });
});
