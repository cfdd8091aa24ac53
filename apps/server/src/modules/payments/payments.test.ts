import { createHmac } from 'node:crypto';
import {
  CONFIG_KEYS,
  STORE_PAGE_SIZE,
  ZErrorEnvelope,
  ZGetForceKycResponse,
  ZGetStoreResponse,
  ZOpenOrderResponse,
  ZProceedPaymentResponse,
  type TOpenOrder,
  type TStorePackage,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import {
  openCardOrder,
  payByCard,
  postPaymentHandle,
  SANDBOX_MERCHANT,
  testCard,
} from '#src/modules/payments/payments.test-support';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import type { TProviderSandbox } from '#test/helpers/provider-sandbox';
import type { TTestApp } from '#test/helpers/test-app';

const WEBHOOK_SECRET = 'sandbox_whsec_crown_casino_development';
const PUBLIC_KEY = 'sandbox_pk_crown_casino_development';
const CARD = {
  approve: '4111111111111111',
  challenge: '4000000000003220',
  challengeFails: '4000008400001629',
  declined: '4000000000000002',
  avs: '4000000000000010',
  pending: '4000000000000259',
} as const;

describe('store and card purchases', () => {
  let testApp: TTestApp;
  let sandbox: TProviderSandbox;
  let started: TAppWithSandbox | undefined;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl }),
      sandboxEnv: () => ({ SANDBOX_PENDING_RESOLVE_MS: '300' }),
    });
    ({ testApp, sandbox } = started);
  });
  afterAll(() => started?.close());

  const balances = async (player: TSignedInPlayer) =>
    (await testApp.app.modules.wallet.getWallet(player.userId)).state;

  async function storeOf(player: TSignedInPlayer, query = '') {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/store${query}`,
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    return ZGetStoreResponse.parse(response.json()).data;
  }

  function openOrder(player: TSignedInPlayer, packageId: number) {
    return openCardOrder(testApp, player, packageId);
  }

  /** What the payments frame does in the browser: tokenise at the processor, 3DS if asked. */
  async function tokenise(
    order: TOpenOrder,
    cardNum: string,
    challenge?: 'authenticate' | 'fail',
  ): Promise<string> {
    const response = await postPaymentHandle(order, { card: testCard(cardNum) });
    expect(response.status).toBe(201);
    const handle = (await response.json()) as {
      paymentHandleToken: string;
      status: string;
      links: { rel: string; href: string }[];
    };
    if (handle.status === 'INITIATED') {
      expect(challenge).toBeDefined();
      const challengeUrl = handle.links.find((link) => link.rel === 'redirect_payment')?.href;
      const answer = await fetch(challengeUrl as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${challenge}`,
      });
      expect(answer.status).toBeLessThan(400);
    }
    return handle.paymentHandleToken;
  }

  function pay(
    player: TSignedInPlayer,
    packageId: number,
    order: TOpenOrder,
    paymentHandleToken: string,
  ) {
    return payByCard(testApp, player, {
      packageId,
      merchantRefNum: order.merchantRefNum,
      paymentHandleToken,
    });
  }

  async function buy(player: TSignedInPlayer, pack: TStorePackage, cardNum: string) {
    const opened = await openOrder(player, pack.packageId);
    expect(opened.statusCode).toBe(201);
    const order = ZOpenOrderResponse.parse(opened.json()).data.openOrder;
    const token = await tokenise(order, cardNum, 'authenticate');
    return { order, response: await pay(player, pack.packageId, order, token) };
  }

  async function everydayPack(player: TSignedInPlayer) {
    const { store } = await storeOf(player);
    const pack = store.find((candidate) => !candidate.isFirstPurchaseOffer);
    if (!pack) throw new Error('no everyday pack seeded');
    return pack;
  }

  async function purchaseTransfers(merchantRefNum: string) {
    const [row] = await executeRows<{ n: unknown }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers
          WHERE code = 'purchase' AND metadata->>'merchantRefNum' = ${merchantRefNum}`,
    );
    return Number(row?.n);
  }

  function sign(body: string, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)) {
    const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
    return `t=${at},v1=${v1}`;
  }

  function completedEvent(order: TOpenOrder, eventId: string, amount = order.amount) {
    return JSON.stringify({
      id: eventId,
      type: 'payment.completed',
      provider: 'card',
      merchantId: SANDBOX_MERCHANT,
      createdAt: new Date().toISOString(),
      data: {
        payment: {
          id: `pay_${eventId}`,
          merchantRefNum: order.merchantRefNum,
          amount,
          currencyCode: 'USD',
          status: 'COMPLETED',
        },
      },
    });
  }

  const postWebhook = (body: string, signature?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/card',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-sandbox-signature': signature } : {}),
      },
      payload: body,
    });

  async function expectLedgerBalanced() {
    expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
  }

  describe('payments frame access', () => {
    it('lets the payments frame origin call open-order with a Bearer ID token, no other origin', async () => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(player);
      const preflight = await testApp.app.inject({
        method: 'OPTIONS',
        url: '/api/user/open-order',
        headers: {
          origin: testApp.config.paymentsUrl,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(testApp.config.paymentsUrl);
      expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
      const call = (origin: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/user/open-order',
          headers: { origin, authorization: `Bearer ${player.idToken}` },
          payload: { paymentType: 'deposit', packageId: pack.packageId },
        });
      const fromFrame = await call(testApp.config.paymentsUrl);
      expect(fromFrame.statusCode).toBe(201);
      expect(fromFrame.headers['access-control-allow-origin']).toBe(testApp.config.paymentsUrl);
      const fromElsewhere = await call('https://evil.example');
      expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  it('forces KYC when purchases with this one pass the threshold: ForceKYCError, no order', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = (await storeOf(player)).store.find((candidate) => candidate.price > 0);
    if (!pack) throw new Error('no package seeded');
    const setThreshold = (minor: number) =>
      testApp.database.db.execute(
        sql`UPDATE operator_configs SET value = ${JSON.stringify(minor)}::jsonb
            WHERE key = ${CONFIG_KEYS.kycPurchaseThreshold}`,
      );
    await setThreshold(pack.price - 1);
    try {
      const refused = await openOrder(player, pack.packageId);
      expect(refused.statusCode).toBe(403);
      expect(ZErrorEnvelope.parse(refused.json()).error.name).toBe('ForceKYCError');
      const orders = await executeRows<{ count: unknown }>(
        testApp.database.db,
        sql`SELECT COUNT(*) AS count FROM purchase_orders WHERE user_id = ${player.userId}`,
      );
      expect(Number(orders[0]?.count)).toBe(0);
      const forceKyc = await testApp.app.inject({
        method: 'GET',
        url: '/api/user/force-kyc',
        headers: { cookie: player.cookie },
      });
      expect(ZGetForceKycResponse.parse(forceKyc.json()).data).toMatchObject({
        shouldShowKYC: true,
        trigger: 'purchase',
      });
      // At the threshold exactly the purchase starts.
      await setThreshold(pack.price);
      expect((await openOrder(player, pack.packageId)).statusCode).toBe(201);
    } finally {
      await setThreshold(2_000_00);
    }
  });

  it("points payments_project_url at this deployment's payments frame", async () => {
    const player = await createSignedInPlayer(testApp);
    const flags = await testApp.app.modules.flags.evaluateForUser(player.userId);
    expect(flags.payments_project_url).toBe(`${testApp.config.paymentsUrl}/`);
  });

  describe('GET /api/v2/store', () => {
    it('refuses a guest', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/v2/store' });
      expect(response.statusCode).toBe(401);
    });

    it('lists the catalogue in pages of 9 with the first-purchase offer first', async () => {
      const player = await createSignedInPlayer(testApp);
      const first = await storeOf(player);
      expect(first.store.length).toBeLessThanOrEqual(STORE_PAGE_SIZE);
      expect(first.store[0]).toMatchObject({ isFirstPurchaseOffer: true, currencyCode: 'USD' });
      for (const pack of first.store) {
        expect(pack.gcCoin).toBe(pack.gcAmount);
        expect(pack.scCoin).toBe(pack.scAmount);
        expect(pack.price).toBeGreaterThan(0);
      }
      expect(first.store.some((pack) => pack.packageBundles.length > 0)).toBe(true);
      const second = await storeOf(player, '?limit=2&page=2');
      expect(second.store.map((pack) => pack.packageId)).toEqual(
        first.store.slice(2, 4).map((pack) => pack.packageId),
      );
      expect(second.totalCount).toBe(first.totalCount);
    });
  });

  describe('card purchase', () => {
    it('credits GC and purchased SC once, and the first-purchase offer disappears', async () => {
      const player = await createSignedInPlayer(testApp);
      const { store } = await storeOf(player);
      const offer = store.find((pack) => pack.isFirstPurchaseOffer) as TStorePackage;
      const before = await balances(player);
      const { order, response } = await buy(player, offer, CARD.approve);
      expect(response.statusCode).toBe(200);
      expect(ZProceedPaymentResponse.parse(response.json()).data.details).toEqual({
        status: 'success',
        isFirstDeposit: true,
        transactionId: order.merchantRefNum,
      });
      const after = await balances(player);
      expect(after.gc - before.gc).toBe(offer.gcAmount);
      expect(after.psc - before.psc).toBe(offer.scAmount);

      // The processor's own webhook for the same payment arrives too: nothing moves again.
      await expect.poll(() => purchaseTransfers(order.merchantRefNum)).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await balances(player)).toEqual(after);
      expect((await storeOf(player)).store.some((pack) => pack.isFirstPurchaseOffer)).toBe(false);
      const again = await openOrder(player, offer.packageId);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.name).toBe('PackageNotFoundError');
      await expectLedgerBalanced();
    });

    it('pays after a 3DS challenge the player authenticates', async () => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(player);
      const { response } = await buy(player, pack, CARD.challenge);
      expect(response.statusCode).toBe(200);
      expect((await balances(player)).gc).toBe(pack.gcAmount);
    });

    it('refuses a failed 3DS challenge and moves nothing', async () => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(player);
      const opened = ZOpenOrderResponse.parse((await openOrder(player, pack.packageId)).json());
      const order = opened.data.openOrder;
      const token = await tokenise(order, CARD.challenge, 'fail');
      const response = await pay(player, pack.packageId, order, token);
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toMatchObject({
        name: 'PaymentDeclinedError',
        details: { code: '5051', reason: 'threeDsAuthenticationFailed' },
      });
      expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
      const retry = await pay(player, pack.packageId, order, token);
      expect(retry.statusCode).toBe(409);
      expect(retry.json().error.name).toBe('PurchaseOrderStateError');
    });

    it('answers a declined card with its provider code and an AVS failure by name', async () => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(player);
      const declined = await buy(player, pack, CARD.declined);
      expect(declined.response.statusCode).toBe(402);
      expect(declined.response.json().error).toMatchObject({
        name: 'PaymentDeclinedError',
        details: { code: '3009', reason: 'cardDeclined' },
      });
      const avs = await buy(player, pack, CARD.avs);
      expect(avs.response.statusCode).toBe(402);
      expect(avs.response.json().error.name).toBe('AvsCheckFailedError');
      expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    });

    it('credits a pending payment when the signed webhook completes it', async () => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(player);
      const { response } = await buy(player, pack, CARD.pending);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.details.status).toBe('pending');
      expect((await balances(player)).gc).toBe(0);
      await expect
        .poll(async () => (await balances(player)).gc, { timeout: 5000 })
        .toBe(pack.gcAmount);
    });

    it("refuses another player's order and a package swapped under an order", async () => {
      const owner = await createSignedInPlayer(testApp);
      const thief = await createSignedInPlayer(testApp);
      const pack = await everydayPack(owner);
      const opened = ZOpenOrderResponse.parse((await openOrder(owner, pack.packageId)).json());
      const order = opened.data.openOrder;
      const token = await tokenise(order, CARD.approve);
      const foreign = await pay(thief, pack.packageId, order, token);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.name).toBe('PurchaseOrderNotFoundError');
      const swapped = await pay(owner, pack.packageId + 1, order, token);
      expect(swapped.statusCode).toBe(400);
      expect(await balances(owner)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    });

    it('refuses everything while prevent_purchase is on for the player', async () => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(player);
      await testApp.app.modules.flags.setOverride(
        player.userId,
        'prevent_purchase',
        true,
        SYSTEM_ACTOR,
      );
      const response = await openOrder(player, pack.packageId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.name).toBe('PurchaseBlockedError');
    });
  });

  describe('POST /api/webhooks/card', () => {
    async function openedOrder() {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(player);
      const opened = ZOpenOrderResponse.parse((await openOrder(player, pack.packageId)).json());
      return { player, pack, order: opened.data.openOrder };
    }

    it('refuses a missing, forged or stale signature and moves nothing', async () => {
      const { player, order } = await openedOrder();
      const body = completedEvent(order, 'evt_forged');
      const stale = Math.floor(Date.now() / 1000) - 600;
      for (const signature of [
        undefined,
        sign(body, 'sandbox_whsec_someone_else_entirely'),
        sign(body, WEBHOOK_SECRET, stale),
        sign(`${body} `),
        't=1,v1=zz',
      ]) {
        const response = await postWebhook(body, signature);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.name).toBe('WebhookSignatureInvalidError');
      }
      expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    });

    it('refuses a genuine notification for an amount other than the order', async () => {
      const { player, order } = await openedOrder();
      const body = completedEvent(order, 'evt_amount', order.amount + 1);
      const response = await postWebhook(body, sign(body));
      expect(response.statusCode).toBe(400);
      expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    });

    it('refuses a notification about an order we never opened', async () => {
      const { order } = await openedOrder();
      const body = completedEvent({ ...order, merchantRefNum: 'po_not_ours_at_all' }, 'evt_x');
      expect((await postWebhook(body, sign(body))).statusCode).toBe(404);
    });

    it('credits once when the same result races in twenty times', async () => {
      const { player, pack, order } = await openedOrder();
      const deliveries = Array.from({ length: 20 }, (_, index) => {
        const body = completedEvent(order, index % 2 === 0 ? 'evt_race_a' : 'evt_race_b');
        return postWebhook(body, sign(body));
      });
      const answers = await Promise.all(deliveries);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      expect(await balances(player)).toMatchObject({ gc: pack.gcAmount, psc: pack.scAmount });
      expect(await purchaseTransfers(order.merchantRefNum)).toBe(2);
      await expectLedgerBalanced();
    });

    it('credits once when the sandbox redelivers its signed event', async () => {
      const player = await createSignedInPlayer(testApp);
      const pack = await everydayPack(player);
      const { order } = await buy(player, pack, CARD.approve);
      const authorization = `Basic ${Buffer.from(`${SANDBOX_MERCHANT}:sandbox_sk_crown_casino_development`).toString('base64')}`;
      const events = async () => {
        const response = await fetch(`${sandbox.url}/card/_sandbox/events`, {
          headers: { authorization },
        });
        const { events: list } = (await response.json()) as {
          events: {
            id: string;
            state: string;
            payload: { data: { payment: { merchantRefNum: string } } };
          }[];
        };
        return list.filter(
          (event) => event.payload.data.payment.merchantRefNum === order.merchantRefNum,
        );
      };
      await expect.poll(async () => (await events())[0]?.state).toBe('delivered');
      const [event] = await events();
      await Promise.all(
        [1, 2, 3].map(() =>
          fetch(`${sandbox.url}/card/_sandbox/redeliver/${event?.id}`, {
            method: 'POST',
            headers: { authorization },
          }),
        ),
      );
      await expect
        .poll(async () => (await events())[0]?.state, { timeout: 5000 })
        .toBe('delivered');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await balances(player)).toMatchObject({ gc: pack.gcAmount, psc: pack.scAmount });
      expect(await purchaseTransfers(order.merchantRefNum)).toBe(2);
      expect(PUBLIC_KEY).toBe(order.tokenisation.publicKey);
    });
  });
});
