import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('wallet routes', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 401 to a guest', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v2/user/get-wallet' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.name).toBe('UnauthorizedError');
  });

  it("answers the signed-in player's own wallet in minor units", async () => {
    const player = await createSignedInPlayer(testApp);
    const { wallet } = testApp.app.modules;
    await wallet.transfer({
      idempotencyKey: `r-gc-${player.userId}`,
      code: 'purchase',
      userId: player.userId,
      coin: 'GC',
      amountMinor: 1_234_56,
    });
    await wallet.transfer({
      idempotencyKey: `r-sc-${player.userId}`,
      code: 'purchase',
      userId: player.userId,
      coin: 'SC',
      amountMinor: 20_00,
    });
    await wallet.transfer({
      idempotencyKey: `r-wsc-${player.userId}`,
      code: 'win',
      userId: player.userId,
      coin: 'SC',
      amountMinor: 5_50,
    });

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/user/get-wallet',
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { userWallet } = response.json().data;
    expect(userWallet).toMatchObject({
      gcCoin: 1_234_56,
      scCoin: { bsc: 0, psc: 20_00, wsc: 5_50 },
      totalScCoin: 25_50,
      currencyCode: 'USD',
      ownerId: player.userId,
    });
    expect(userWallet.walletId).toBeGreaterThan(0);

    const byToken = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/user/get-wallet',
      headers: { authorization: `Bearer ${player.idToken}` },
    });
    expect(byToken.json().data.userWallet.gcCoin).toBe(1_234_56);
  });

  it('creates a zero wallet for a new player', async () => {
    const player = await createSignedInPlayer(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/user/get-wallet',
      headers: { cookie: player.cookie },
    });
    expect(response.json().data.userWallet).toMatchObject({
      gcCoin: 0,
      scCoin: { bsc: 0, psc: 0, wsc: 0 },
      totalScCoin: 0,
    });
  });

  it('serves reconciliation to operators holding ledger.read only', async () => {
    const player = await createSignedInPlayer(testApp);
    const asPlayer = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/ledger/reconciliation',
      headers: { cookie: player.cookie },
    });
    expect(asPlayer.statusCode).toBe(403);

    const operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['ledger.read']);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/ledger/reconciliation',
      headers: { cookie: operator.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      isBalanced: true,
      mismatches: [],
      currencySums: [
        { currency: 'GC', sumMinor: '0' },
        { currency: 'SC', sumMinor: '0' },
      ],
    });
  });

  it('lets an operator correct a wallet once per Idempotency-Key, with a reason', async () => {
    const player = await createSignedInPlayer(testApp);
    const operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['ledger.manage']);
    const correct = (payload: object, key?: string, cookie = operator.cookie) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/ledger/corrections',
        headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    const credit = {
      userId: player.userId,
      coin: 'SC',
      direction: 'credit',
      amountMinor: 7_50,
      bucket: 'wsc',
      reason: 'Missed win, ticket 42',
    };

    expect((await correct(credit, 'key-correction-1', player.cookie)).statusCode).toBe(403);
    const missingKey = await correct(credit);
    expect(missingKey.statusCode).toBe(400);
    expect(missingKey.json().error.name).toBe('IdempotencyKeyRequiredError');

    const first = await correct(credit, 'key-correction-1');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ isReplay: false, state: { wsc: 7_50 } });
    const again = await correct(credit, 'key-correction-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const reused = await correct({ ...credit, amountMinor: 8_00 }, 'key-correction-1');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.name).toBe('IdempotencyKeyReusedError');

    const overdraw = await correct(
      { ...credit, direction: 'debit', amountMinor: 10_00 },
      'key-correction-2',
    );
    expect(overdraw.statusCode).toBe(402);
    expect(overdraw.json().error.name).toBe('InsufficientFundsError');
    const badAmount = await correct({ ...credit, amountMinor: 1.5 }, 'key-correction-3');
    expect(badAmount.statusCode).toBe(400);
    const nobody = await correct({ ...credit, userId: 'no-such-player' }, 'key-correction-4');
    expect(nobody.statusCode).toBe(404);
    const wallet = await testApp.app.modules.wallet.getWallet(player.userId);
    expect(wallet.state).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 7_50 });
  });

  it('moves value once for two concurrent corrections with one key (201 or 409, never 500)', async () => {
    const player = await createSignedInPlayer(testApp);
    const operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['ledger.manage']);
    const correct = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/admin/ledger/corrections',
        headers: { cookie: operator.cookie, 'idempotency-key': `race-${player.userId}` },
        payload: {
          userId: player.userId,
          coin: 'GC',
          direction: 'credit',
          amountMinor: 3_00,
          reason: 'Race check',
        },
      });
    const answers = await Promise.all([correct(), correct(), correct()]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(201);
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) {
        expect(answer.json().error.name).toBe('IdempotencyInProgressError');
      }
    }
    const wallet = await testApp.app.modules.wallet.getWallet(player.userId);
    expect(wallet.state.gc).toBe(3_00);
  });

  it('reports a balance edited outside the ledger', async () => {
    const player = await createSignedInPlayer(testApp);
    await testApp.app.modules.wallet.transfer({
      idempotencyKey: `tamper-${player.userId}`,
      code: 'bonus',
      userId: player.userId,
      coin: 'GC',
      amountMinor: 500,
    });
    await testApp.database.db.execute(
      sql`UPDATE ledger_accounts SET balance_minor = 900 WHERE bucket = 'gc'
          AND wallet_id = (SELECT id FROM ledger_wallets WHERE user_id = ${player.userId})`,
    );
    const report = await testApp.app.modules.reconciliation.reconcile();
    expect(report.isBalanced).toBe(false);
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        userId: player.userId,
        bucket: 'gc',
        storedMinor: '900',
        postedMinor: '500',
      }),
    ]);
  });
});
