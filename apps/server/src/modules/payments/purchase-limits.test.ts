import {
  ZErrorEnvelope,
  ZGetPurchaseLimitsResponse,
  ZOpenOrderResponse,
  ZPurchaseLimitExceededDetails,
  ZSetPurchaseLimitResponse,
  type TOpenOrder,
  type TStorePackage,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  everydayPack,
  postPaymentHandle,
  testCard,
} from '#src/modules/payments/payments.test-support';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import type { TTestApp } from '#test/helpers/test-app';

const APPROVED_CARD = '4111111111111111';
const HOUR_MS = 3_600_000;

describe('purchase limits', () => {
  let testApp: TTestApp;
  let started: TAppWithSandbox | undefined;
  /** Moves the server's clock forward (cooling-off periods). */
  let clockOffsetMs = 0;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({
        CARD_PROCESSOR_URL: sandboxUrl,
        PURCHASE_LIMIT_DAILY_MINOR: '50000',
        PURCHASE_LIMIT_WEEKLY_MINOR: '150000',
        PURCHASE_LIMIT_MONTHLY_MINOR: '500000',
        PURCHASE_LIMIT_COOLING_OFF_HOURS: '24',
      }),
      clock: { now: () => new Date(Date.now() + clockOffsetMs) },
    });
    ({ testApp } = started);
    // The app and the sandbox process start slowly when the cores are shared.
  }, 240_000);
  afterAll(() => started?.close());

  async function limitsOf(player: TSignedInPlayer) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/purchase-limits',
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    return ZGetPurchaseLimitsResponse.parse(response.json()).data;
  }

  const setLimit = (player: TSignedInPlayer, period: string, amount: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/user/purchase-limits',
      headers: { cookie: player.cookie },
      payload: { period, amount },
    });

  const openOrder = (player: TSignedInPlayer, packageId: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/open-order',
      headers: { cookie: player.cookie },
      payload: { paymentType: 'deposit', packageId },
    });

  /** What the payments frame does in the browser: tokenise the card at the processor. */
  async function tokenise(order: TOpenOrder): Promise<string> {
    const response = await postPaymentHandle(order, { card: testCard(APPROVED_CARD) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { paymentHandleToken: string }).paymentHandleToken;
  }

  async function openAndTokenise(player: TSignedInPlayer, pack: TStorePackage) {
    const opened = await openOrder(player, pack.packageId);
    expect(opened.statusCode).toBe(201);
    const order = ZOpenOrderResponse.parse(opened.json()).data.openOrder;
    return { order, token: await tokenise(order) };
  }

  const pay = (player: TSignedInPlayer, packageId: number, order: TOpenOrder, token: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/proceed-payment-paysafe',
      headers: { cookie: player.cookie },
      payload: {
        packageId,
        paymentMethod: 'card',
        merchantRefNum: order.merchantRefNum,
        paymentHandleToken: token,
        platform: 'WEB',
      },
    });

  it('starts every player at the configured limits with nothing used', async () => {
    const player = await createSignedInPlayer(testApp);
    const { limits, coolingOffHours } = await limitsOf(player);
    expect(coolingOffHours).toBe(24);
    expect(
      limits.map(({ period, amount, used, remaining, pendingAmount }) => ({
        period,
        amount,
        used,
        remaining,
        pendingAmount,
      })),
    ).toEqual([
      { period: 'daily', amount: 50_000, used: 0, remaining: 50_000, pendingAmount: null },
      { period: 'weekly', amount: 150_000, used: 0, remaining: 150_000, pendingAmount: null },
      { period: 'monthly', amount: 500_000, used: 0, remaining: 500_000, pendingAmount: null },
    ]);
  });

  it('lowers a limit at once and raises it only after the cooling-off period', async () => {
    const player = await createSignedInPlayer(testApp);
    const lowered = await setLimit(player, 'weekly', 2_000);
    expect(lowered.statusCode).toBe(200);
    expect(ZSetPurchaseLimitResponse.parse(lowered.json()).data).toMatchObject({
      isImmediate: true,
      limit: { period: 'weekly', amount: 2_000, pendingAmount: null },
    });

    const raised = ZSetPurchaseLimitResponse.parse(
      (await setLimit(player, 'weekly', 9_000)).json(),
    ).data;
    expect(raised.isImmediate).toBe(false);
    expect(raised.limit).toMatchObject({ amount: 2_000, pendingAmount: 9_000 });
    const effectiveAt = Date.parse(raised.limit.pendingEffectiveAt ?? '');
    expect(effectiveAt - Date.now()).toBeGreaterThan(23.9 * HOUR_MS);

    clockOffsetMs = HOUR_MS;
    const askedAgain = ZSetPurchaseLimitResponse.parse(
      (await setLimit(player, 'weekly', 9_000)).json(),
    ).data;
    expect(askedAgain.limit.pendingEffectiveAt).toBe(raised.limit.pendingEffectiveAt);

    clockOffsetMs = 25 * HOUR_MS;
    const weekly = (await limitsOf(player)).limits.find((limit) => limit.period === 'weekly');
    expect(weekly).toMatchObject({ amount: 9_000, pendingAmount: null, pendingEffectiveAt: null });
    clockOffsetMs = 0;
  });

  it('drops a waiting raise when the player lowers again', async () => {
    const player = await createSignedInPlayer(testApp);
    await setLimit(player, 'monthly', 10_000);
    await setLimit(player, 'monthly', 40_000);
    const lowered = ZSetPurchaseLimitResponse.parse(
      (await setLimit(player, 'monthly', 5_000)).json(),
    ).data;
    expect(lowered).toMatchObject({
      isImmediate: true,
      limit: { amount: 5_000, pendingAmount: null, pendingEffectiveAt: null },
    });
  });

  it('refuses limits above the ceiling and malformed input, changing nothing', async () => {
    const player = await createSignedInPlayer(testApp);
    const tooHigh = await setLimit(player, 'daily', 50_001);
    expect(tooHigh.statusCode).toBe(400);
    expect(ZErrorEnvelope.parse(tooHigh.json()).error.name).toBe('PurchaseLimitTooHighError');
    for (const [period, amount] of [
      ['yearly', 100],
      ['daily', -1],
      ['daily', 12.5],
      ['daily', '100'],
      ['daily', 1e12],
    ] as const) {
      expect((await setLimit(player, period, amount)).statusCode).toBe(400);
    }
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/user/purchase-limits' });
    expect(anonymous.statusCode).toBe(401);
    expect((await limitsOf(player)).limits.every((limit) => limit.amount === limit.maxAmount)).toBe(
      true,
    );
  });

  it('refuses to open an order that would go past a limit', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    await setLimit(player, 'daily', pack.price - 1);
    const refused = await openOrder(player, pack.packageId);
    expect(refused.statusCode).toBe(403);
    const { error } = ZErrorEnvelope.parse(refused.json());
    expect(error.name).toBe('PurchaseLimitExceededError');
    expect(ZPurchaseLimitExceededDetails.parse(error.details)).toEqual({
      period: 'daily',
      amount: pack.price - 1,
      used: 0,
      remaining: pack.price - 1,
    });
  });

  it('lets only one of two parallel payments through when both would not fit', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    await setLimit(player, 'daily', Math.floor(pack.price * 1.5));
    const first = await openAndTokenise(player, pack);
    const second = await openAndTokenise(player, pack);
    const before = (await testApp.app.modules.wallet.getWallet(player.userId)).state;

    const answers = await Promise.all([
      pay(player, pack.packageId, first.order, first.token),
      pay(player, pack.packageId, second.order, second.token),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 403]);
    const refused = answers.find((answer) => answer.statusCode === 403);
    expect(ZErrorEnvelope.parse(refused?.json()).error.name).toBe('PurchaseLimitExceededError');

    const after = (await testApp.app.modules.wallet.getWallet(player.userId)).state;
    expect(after.gc - before.gc).toBe(pack.gcAmount);
    const daily = (await limitsOf(player)).limits.find((limit) => limit.period === 'daily');
    expect(daily).toMatchObject({ used: pack.price, remaining: Math.floor(pack.price * 0.5) });

    // The refused order is not counted; the paid one leaves too little room for another.
    const retried = await openOrder(player, pack.packageId);
    expect(retried.statusCode).toBe(403);
  });

  it('counts only submitted orders, and each player only their own', async () => {
    const player = await createSignedInPlayer(testApp);
    const other = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    await setLimit(player, 'daily', pack.price);
    await openAndTokenise(player, pack);
    const { order, token } = await openAndTokenise(other, pack);
    expect((await pay(other, pack.packageId, order, token)).statusCode).toBe(200);
    const daily = (await limitsOf(player)).limits.find((limit) => limit.period === 'daily');
    expect(daily).toMatchObject({ used: 0, remaining: pack.price });
  });
});
