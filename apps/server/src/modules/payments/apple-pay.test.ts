import { createHmac, randomBytes } from 'node:crypto';
import {
  ZErrorEnvelope,
  ZPurchaseApplePayResponse,
  ZVerifyMerchantApplePayResponse,
  type TStorePackage,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { everydayPack, SANDBOX_MERCHANT } from '#src/modules/payments/payments.test-support';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { PAYMENTS_TEST_ORIGIN, type TProviderSandbox } from '#test/helpers/provider-sandbox';
import type { TTestApp } from '#test/helpers/test-app';

const WEBHOOK_SECRET = 'sandbox_whsec_crown_casino_development';
const PUBLIC_KEY = 'sandbox_pk_crown_casino_development';
const SECRET_KEY = 'sandbox_sk_crown_casino_development';
const VALIDATION_URL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';
const CARD = { approve: '4111111111111111', declined: '4000000000000002' } as const;

describe('Apple Pay purchases', () => {
  let testApp: TTestApp;
  let sandbox: TProviderSandbox;
  let started: TAppWithSandbox | undefined;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl }),
    });
    ({ testApp, sandbox } = started);
  });
  afterAll(() => started?.close());

  const balances = async (player: TSignedInPlayer) =>
    (await testApp.app.modules.wallet.getWallet(player.userId)).state;

  async function purchaseTransfers(merchantRefNum: string) {
    const [row] = await executeRows<{ n: unknown }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers
          WHERE code = 'purchase' AND metadata->>'merchantRefNum' = ${merchantRefNum}`,
    );
    return Number(row?.n);
  }

  async function ordersOf(player: TSignedInPlayer) {
    return executeRows<{ status: string; provider: string }>(
      testApp.database.db,
      sql`SELECT status, provider FROM purchase_orders WHERE user_id = ${player.userId}`,
    );
  }

  function verifyMerchant(player: TSignedInPlayer, validationURL = VALIDATION_URL) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payment/verify-merchant-apple-pay',
      headers: { cookie: player.cookie },
      payload: { validationURL },
    });
  }

  /** What the sheet answers once the player authorises: a token from the sandbox's stand-in. */
  async function sheetToken(player: TSignedInPlayer, cardNum: string = CARD.approve) {
    const verified = await verifyMerchant(player);
    expect(verified.statusCode).toBe(200);
    const { merchantSession } = ZVerifyMerchantApplePayResponse.parse(verified.json()).data;
    const response = await fetch(`${sandbox.url}/applepay/v1/test-tokens`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${SANDBOX_MERCHANT}:${PUBLIC_KEY}`).toString('base64')}`,
        origin: PAYMENTS_TEST_ORIGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        merchantSessionIdentifier: merchantSession.merchantSessionIdentifier,
        cardNum,
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { token: Record<string, unknown> }).token;
  }

  function purchase(
    player: TSignedInPlayer,
    pack: TStorePackage,
    token: Record<string, unknown>,
    overrides: { price?: number; headers?: Record<string, string> } = {},
  ) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payment/purchase-apple-pay',
      headers: { cookie: player.cookie, ...overrides.headers },
      payload: {
        payload: token,
        billingAddress: {
          givenName: 'Ada',
          familyName: 'Player',
          addressLines: ['1 Main Street'],
          locality: 'Newark',
          administrativeArea: 'NJ',
          postalCode: '07102',
          countryCode: 'US',
        },
        packageData: { packageId: pack.packageId, price: overrides.price ?? pack.price },
        platform: 'WEB',
      },
    });
  }

  const errorName = (response: { json: () => unknown }) =>
    ZErrorEnvelope.parse(response.json()).error.name;

  it('validates the merchant with the spec session parameters and credits a purchase once, whatever repeats', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    const verified = await verifyMerchant(player);
    expect(verified.statusCode).toBe(200);
    expect(
      ZVerifyMerchantApplePayResponse.parse(verified.json()).data.merchantSession,
    ).toMatchObject({ domainName: 'localhost', displayName: 'Crown Casino' });
    const token = await sheetToken(player);
    const first = await purchase(player, pack, token);
    expect(first.statusCode).toBe(200);
    const { details } = ZPurchaseApplePayResponse.parse(first.json()).data;
    expect(details).toMatchObject({ status: 'success', isFirstDeposit: true });
    // The same request again (its natural key), and with a key of its own (the service's check).
    const replayed = await purchase(player, pack, token);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBeDefined();
    const again = await purchase(player, pack, token, {
      headers: { 'idempotency-key': `again-${randomBytes(6).toString('hex')}` },
    });
    expect(again.statusCode).toBe(200);
    expect(ZPurchaseApplePayResponse.parse(again.json()).data.details.transactionId).toBe(
      details.transactionId,
    );
    // The sandbox's webhook, then twenty copies of it racing in, signed.
    const authorization = `Basic ${Buffer.from(`${SANDBOX_MERCHANT}:${SECRET_KEY}`).toString('base64')}`;
    const events = async () => {
      const response = await fetch(`${sandbox.url}/applepay/_sandbox/events`, {
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
        (event) => event.payload.data.payment.merchantRefNum === details.transactionId,
      );
    };
    await expect.poll(async () => (await events())[0]?.state).toBe('delivered');
    const [event] = await events();
    const copies = await Promise.all(
      Array.from({ length: 20 }, () => {
        const body = JSON.stringify(event?.payload);
        const at = Math.floor(Date.now() / 1000);
        const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${at}.${body}`).digest('hex');
        return testApp.app.inject({
          method: 'POST',
          url: '/api/webhooks/applepay',
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': `t=${at},v1=${v1}`,
          },
          payload: body,
        });
      }),
    );
    for (const copy of copies) expect(copy.statusCode).toBe(200);
    expect(await balances(player)).toMatchObject({ gc: pack.gcAmount, psc: pack.scAmount });
    expect(await purchaseTransfers(details.transactionId)).toBe(2);
    expect(await ordersOf(player)).toEqual([{ status: 'success', provider: 'applepay' }]);
    expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
  });

  it('refuses a webhook whose signature is forged', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.completed',
      provider: 'applepay',
    });
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/applepay',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,v1=00' },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses Apple Pay without a geolocation country code on the profile, and moves nothing', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    const token = await sheetToken(player);
    await executeRows(
      testApp.database.db,
      sql`UPDATE player_profiles SET country_code = NULL WHERE user_id = ${player.userId}`,
    );
    const verified = await verifyMerchant(player);
    expect(verified.statusCode).toBe(403);
    expect(errorName(verified)).toBe('ApplePayGeolocationRequiredError');
    const bought = await purchase(player, pack, token);
    expect(bought.statusCode).toBe(403);
    expect(errorName(bought)).toBe('ApplePayGeolocationRequiredError');
    expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    expect(await ordersOf(player)).toEqual([]);
  });

  it('refuses a tampered price or an unknown package, and moves nothing', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    const token = await sheetToken(player);
    const cheaper = await purchase(player, pack, token, { price: 1 });
    expect(cheaper.statusCode).toBe(400);
    const unknown = await purchase(player, { ...pack, packageId: 999_999 }, token);
    expect(unknown.statusCode).toBe(404);
    expect(errorName(unknown)).toBe('PackageNotFoundError');
    expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    expect(await ordersOf(player)).toEqual([]);
    // The token was not spent: the honest request still buys the package.
    expect((await purchase(player, pack, token)).statusCode).toBe(200);
  });

  it('refuses a forged token, a declined card and a token reused by another player, and moves nothing', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    const genuine = await sheetToken(player);
    const forged = structuredClone(genuine) as {
      paymentData: { data: string; header: { transactionId: string } };
    };
    forged.paymentData.header.transactionId = randomBytes(32).toString('hex');
    forged.paymentData.data = randomBytes(96).toString('base64');
    const refused = await purchase(player, pack, forged);
    expect(refused.statusCode).toBe(402);
    expect(errorName(refused)).toBe('PaymentDeclinedError');
    const declined = await purchase(player, pack, await sheetToken(player, CARD.declined));
    expect(declined.statusCode).toBe(402);
    expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    expect(await ordersOf(player)).toEqual([
      { status: 'failed', provider: 'applepay' },
      { status: 'failed', provider: 'applepay' },
    ]);
    expect((await purchase(player, pack, genuine)).statusCode).toBe(200);
    const other = await createSignedInPlayer(testApp);
    const stolen = await purchase(other, await everydayPack(testApp, other), genuine);
    expect(stolen.statusCode).toBe(409);
    expect(await balances(other)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
  });

  it('refuses an address that is not an Apple Pay gateway', async () => {
    const player = await createSignedInPlayer(testApp);
    const refused = await verifyMerchant(player, 'https://evil.example/startSession');
    expect(refused.statusCode).toBe(400);
    expect((await verifyMerchant(player, 'not an address')).statusCode).toBe(400);
  });
});
