import {
  ZClaimDailyBonusResponse,
  ZClaimRefillBonusResponse,
  ZGetDailyBonusResponse,
  ZGetWelcomeBonusResponse,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClock } from '#src/lib/clock';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A clock the test moves; it starts at noon UTC today, so sessions stay live. */
function movableClock() {
  let nowMs = Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * HOUR_MS;
  const clock: TClock = { now: () => new Date(nowMs) };
  return {
    clock,
    set: (ms: number) => {
      nowMs = ms;
    },
    get: () => nowMs,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('bonuses', () => {
  const time = movableClock();
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: time.clock });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: 'GET' | 'POST', url: string, player?: TSignedInPlayer) =>
    testApp.app.inject({
      method,
      url,
      ...(player ? { headers: { cookie: player.cookie } } : {}),
    });
  const balances = async (player: TSignedInPlayer) =>
    (await testApp.app.modules.wallet.getWallet(player.userId)).state;

  async function expectLedgerBalanced() {
    const report = await testApp.app.modules.reconciliation.reconcile();
    expect(report.isBalanced).toBe(true);
  }

  describe('welcome bonus', () => {
    it('refuses a guest', async () => {
      const response = await call('GET', '/api/user/welcome-bonus');
      expect(response.statusCode).toBe(401);
    });

    it('pays a verified player the configured bonus once, however often it is read', async () => {
      const player = await createSignedInPlayer(testApp);
      expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
      const first = await call('GET', '/api/user/welcome-bonus', player);
      expect(first.statusCode).toBe(200);
      expect(ZGetWelcomeBonusResponse.parse(first.json()).data).toEqual({
        isActive: true,
        gcAmount: 100_000_00,
        scAmount: 2_00,
      });
      const again = await call('GET', '/api/user/welcome-bonus', player);
      expect(again.json().data).toEqual(first.json().data);
      expect(await balances(player)).toEqual({ gc: 100_000_00, bsc: 2_00, psc: 0, wsc: 0 });
    });

    it('pays once when several first reads race', async () => {
      const player = await createSignedInPlayer(testApp);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call('GET', '/api/user/welcome-bonus', player)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await balances(player)).toEqual({ gc: 100_000_00, bsc: 2_00, psc: 0, wsc: 0 });
      await expectLedgerBalanced();
    });
  });

  describe('daily bonus', () => {
    it('refuses a guest and a malformed body without paying', async () => {
      expect((await call('GET', '/api/v2/user/daily-bonus')).statusCode).toBe(401);
      expect((await call('POST', '/api/v2/user/daily-bonus')).statusCode).toBe(401);
      const player = await createSignedInPlayer(testApp);
      const malformed = await testApp.app.inject({
        method: 'POST',
        url: '/api/v2/user/daily-bonus',
        headers: { cookie: player.cookie, 'content-type': 'application/json' },
        payload: '{"oops":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    });

    it('answers the month, pays day 1 and then counts down to the next UTC day', async () => {
      const player = await createSignedInPlayer(testApp);
      const before = ZGetDailyBonusResponse.parse(
        (await call('GET', '/api/v2/user/daily-bonus', player)).json(),
      ).data;
      expect(before).toMatchObject({
        isEntitledToBonus: true,
        currentDay: 0,
        monthlyBonusDay: 0,
        timeUntilNextBonusMS: 0,
      });
      expect(before.bonusesList.filter((item) => item.type === 'daily')).toHaveLength(7);
      expect(
        before.bonusesList.filter((item) => item.type === 'monthly').map((item) => item.day),
      ).toEqual([8, 15, 22, 30]);

      const claim = await call('POST', '/api/v2/user/daily-bonus', player);
      expect(claim.statusCode).toBe(200);
      expect(ZClaimDailyBonusResponse.parse(claim.json()).data).toEqual({
        gc_amount: 5_000_00,
        sc_amount: 0,
      });
      const after = (await call('GET', '/api/v2/user/daily-bonus', player)).json().data;
      expect(after).toMatchObject({ isEntitledToBonus: false, currentDay: 1, monthlyBonusDay: 1 });
      expect(after.timeUntilNextBonusMS).toBe(DAY_MS - (time.get() % DAY_MS));

      const twice = await call('POST', '/api/v2/user/daily-bonus', player);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.name).toBe('DailyBonusNotAvailableError');
      expect(await balances(player)).toEqual({ gc: 5_000_00, bsc: 0, psc: 0, wsc: 0 });
    });

    it('moves to the next day exactly at midnight UTC', async () => {
      const player = await createSignedInPlayer(testApp);
      const midnight = Math.ceil(time.get() / DAY_MS) * DAY_MS;
      time.set(midnight - 1);
      expect((await call('POST', '/api/v2/user/daily-bonus', player)).statusCode).toBe(200);
      expect((await call('POST', '/api/v2/user/daily-bonus', player)).statusCode).toBe(409);
      time.set(midnight);
      const nextDay = await call('POST', '/api/v2/user/daily-bonus', player);
      expect(nextDay.statusCode).toBe(200);
      expect(nextDay.json().data).toEqual({ gc_amount: 7_500_00, sc_amount: 0 });
      time.advance(12 * HOUR_MS);
    });

    it('pays once when claims race, answering 200 or 409 and never 500', async () => {
      const player = await createSignedInPlayer(testApp);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call('POST', '/api/v2/user/daily-bonus', player)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      expect(statuses).toContain(200);
      for (const answer of answers.filter((item) => item.statusCode === 200)) {
        expect(answer.json().data).toEqual({ gc_amount: 5_000_00, sc_amount: 0 });
      }
      expect(await balances(player)).toEqual({ gc: 5_000_00, bsc: 0, psc: 0, wsc: 0 });
      await expectLedgerBalanced();
    });

    it('adds the milestone gifts and starts a new month after day 30', async () => {
      const player = await createSignedInPlayer(testApp);
      const { dailyBonus } = testApp.app.modules;
      const paid: { gcAmountMinor: number; scAmountMinor: number }[] = [];
      for (let day = 1; day <= 31; day += 1) {
        paid.push(await dailyBonus.claim(player.userId));
        time.advance(DAY_MS);
      }
      expect(paid[6]).toEqual({ gcAmountMinor: 40_000_00, scAmountMinor: 1_00 });
      expect(paid[7]).toEqual({ gcAmountMinor: 5_000_00 + 10_000_00, scAmountMinor: 50 });
      expect(paid[14]).toEqual({ gcAmountMinor: 5_000_00 + 20_000_00, scAmountMinor: 1_00 });
      expect(paid[21]).toEqual({ gcAmountMinor: 5_000_00 + 30_000_00, scAmountMinor: 1_50 });
      expect(paid[29]).toEqual({ gcAmountMinor: 7_500_00 + 50_000_00, scAmountMinor: 3_00 });
      expect(paid[30]).toEqual({ gcAmountMinor: 5_000_00, scAmountMinor: 0 });
      const state = await dailyBonus.getState(player.userId);
      expect(state).toMatchObject({ isEntitledToBonus: true, monthlyBonusDay: 1, currentDay: 1 });
      const total = paid.reduce((sum, item) => sum + item.gcAmountMinor, 0);
      expect((await balances(player)).gc).toBe(total);
    });
  });

  describe('low-balance refill', () => {
    it('pays the refill below the threshold, then refuses during the cooldown', async () => {
      const player = await createSignedInPlayer(testApp);
      const claim = await call('POST', '/api/v2/user/claim-refill-bonus', player);
      expect(claim.statusCode).toBe(200);
      expect(ZClaimRefillBonusResponse.parse(claim.json()).data).toEqual({
        isClaimed: true,
        gcAmount: 5_000_00,
      });
      expect(await balances(player)).toEqual({ gc: 5_000_00, bsc: 0, psc: 0, wsc: 0 });

      const farmed = await call('POST', '/api/v2/user/claim-refill-bonus', player);
      expect(farmed.statusCode).toBe(409);
      expect(farmed.json().error).toMatchObject({
        name: 'RefillBonusNotAvailableError',
        details: { reason: 'balance_above_threshold' },
      });
    });

    it('refuses a second refill within the cooldown even when the balance is low again', async () => {
      const player = await createSignedInPlayer(testApp);
      const { wallet } = testApp.app.modules;
      expect((await call('POST', '/api/v2/user/claim-refill-bonus', player)).statusCode).toBe(200);
      await wallet.transfer({
        idempotencyKey: `test-spend:${player.userId}`,
        code: 'bet',
        userId: player.userId,
        coin: 'GC',
        amountMinor: 5_000_00,
      });
      const early = await call('POST', '/api/v2/user/claim-refill-bonus', player);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.details).toEqual({ reason: 'cooldown', retryAfterMs: HOUR_MS });
      time.advance(HOUR_MS);
      const due = await call('POST', '/api/v2/user/claim-refill-bonus', player);
      expect(due.statusCode).toBe(200);
      expect(await balances(player)).toEqual({ gc: 5_000_00, bsc: 0, psc: 0, wsc: 0 });
    });

    it('pays once when refill claims race', async () => {
      const player = await createSignedInPlayer(testApp);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call('POST', '/api/v2/user/claim-refill-bonus', player)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      expect(await balances(player)).toEqual({ gc: 5_000_00, bsc: 0, psc: 0, wsc: 0 });
      await expectLedgerBalanced();
    });

    it('refuses a guest', async () => {
      expect((await call('POST', '/api/v2/user/claim-refill-bonus')).statusCode).toBe(401);
    });
  });
});
