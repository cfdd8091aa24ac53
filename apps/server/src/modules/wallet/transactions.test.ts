import { readFile } from 'node:fs/promises';
import { ZErrorEnvelope, ZGetTransactionsResponse, type TDomainEvents } from '@casino/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '#src/lib/clock';
import { createEventBus } from '#src/lib/event-bus';
import { createWalletServices } from '#src/modules/wallet/wallet.module';
import { CODES_BY_ACTION_TYPE } from '#src/modules/wallet/transactions.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';
import { TRANSFER_CODES } from '#src/modules/wallet/wallet.types';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET user/transactions', () => {
  let testApp: TTestApp;
  let wallet: TWalletService;
  let player: TSignedInPlayer;
  let other: TSignedInPlayer;
  /** Moves the server's clock (the default window ends at its now). */
  let clockOffsetMs = 0;

  beforeAll(async () => {
    testApp = await createTestApp({
      clock: { now: () => new Date(Date.now() + clockOffsetMs) },
    });
    wallet = createWalletServices({
      db: testApp.database.db,
      events: createEventBus<TDomainEvents>(pino({ level: 'silent' })),
      clock: systemClock,
    }).wallet;
    player = await createSignedInPlayer(testApp);
    other = await createSignedInPlayer(testApp);
    const { userId } = player;
    for (const [coin, amountMinor] of [
      ['GC', 500_000],
      ['SC', 1_000],
    ] as const) {
      await wallet.transfer({
        idempotencyKey: `purchase:po_test_${userId}:${coin}`,
        code: 'purchase',
        userId,
        coin,
        amountMinor,
        metadata: { merchantRefNum: `po_test_${userId}`, packageId: 2 },
      });
    }
    await wallet.transfer({
      idempotencyKey: `test:${userId}:daily`,
      code: 'daily_bonus',
      userId,
      coin: 'SC',
      amountMinor: 50,
    });
    await wallet.settleRound({
      idempotencyKey: `round:test-${userId}`,
      userId,
      coin: 'GC',
      betMinor: 100,
      winMinor: 300,
      metadata: { roundId: `test-${userId}`, gameId: 1 },
    });
    await wallet.transfer({
      idempotencyKey: `test:${other.userId}:bonus`,
      code: 'bonus',
      userId: other.userId,
      coin: 'GC',
      amountMinor: 999,
    });
  }, 240_000);
  afterAll(async () => {
    await testApp?.close();
  });

  const list = (who: TSignedInPlayer | null, query: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/user/transactions${query}`,
      headers: who ? { cookie: who.cookie } : {},
    });

  async function rowsOf(who: TSignedInPlayer, query: string) {
    const response = await list(who, query);
    expect(response.statusCode).toBe(200);
    return ZGetTransactionsResponse.parse(response.json()).data.data;
  }

  it("lists the player's own movements of the last 14 days, newest first", async () => {
    const page = await rowsOf(player, '');
    expect(page.totalCount).toBe(4);
    expect(page.rows.map((row) => [row.actionType, row.code, row.coin, row.amount])).toEqual([
      ['game', 'round', 'GC', 200],
      ['bonus', 'daily_bonus', 'SC', 50],
      ['purchase', 'purchase', 'SC', 1_000],
      ['purchase', 'purchase', 'GC', 500_000],
    ]);
    expect(page.rows[0]?.reference).toBe(`test-${player.userId}`);
    expect(page.rows[2]?.reference).toBe(`po_test_${player.userId}`);
    const end = Date.parse(page.endDate);
    expect(end - Date.parse(page.startDate)).toBe(14 * DAY_MS);
    // Nothing of the other player's.
    expect((await rowsOf(other, '')).rows.map((row) => row.amount)).toEqual([999]);
  });

  it('filters by action type', async () => {
    const purchases = await rowsOf(player, '?actionType=purchase');
    expect(purchases.rows.map((row) => row.coin)).toEqual(['SC', 'GC']);
    expect((await rowsOf(player, '?actionType=game')).rows).toHaveLength(1);
    expect((await rowsOf(player, '?actionType=bonus')).rows.map((row) => row.code)).toEqual([
      'daily_bonus',
    ]);
    expect((await rowsOf(player, '?actionType=redemption')).totalCount).toBe(0);
  });

  it('pages with limit and page', async () => {
    const first = await rowsOf(player, '?limit=3&page=1');
    const second = await rowsOf(player, '?limit=3&page=2');
    expect(first.rows).toHaveLength(3);
    expect(second.rows).toHaveLength(1);
    expect(second.totalCount).toBe(4);
    const ids = [...first.rows, ...second.rows].map((row) => row.transactionId);
    expect(new Set(ids).size).toBe(4);
    const beyond = await rowsOf(player, '?limit=3&page=9');
    expect(beyond.rows).toEqual([]);
    expect(beyond.totalCount).toBe(4);
  });

  it('leaves out movements older than the window, and reads an earlier window', async () => {
    clockOffsetMs = 20 * DAY_MS;
    try {
      expect((await rowsOf(player, '')).totalCount).toBe(0);
      const startDate = new Date(Date.now() - DAY_MS).toISOString();
      const endDate = new Date(Date.now() + DAY_MS).toISOString();
      const earlier = await rowsOf(player, `?startDate=${startDate}&endDate=${endDate}`);
      expect(earlier.totalCount).toBe(4);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it.each([
    [
      'a window over 14 days',
      `?startDate=${new Date(Date.now() - 15 * DAY_MS).toISOString()}`,
      'BadRequestError',
    ],
    [
      'a window ending before it starts',
      `?startDate=${new Date().toISOString()}&endDate=${new Date(Date.now() - DAY_MS).toISOString()}`,
      'BadRequestError',
    ],
    ['a date that is not an instant', '?startDate=yesterday', 'ValidationError'],
    ['a limit over 100', '?limit=101', 'ValidationError'],
    ['a zero page', '?page=0', 'ValidationError'],
    ['an unknown action type', '?actionType=toString', 'ValidationError'],
    ['an unknown version', '?version=2', 'ValidationError'],
  ])('refuses %s with 400', async (_name, query, errorName) => {
    const response = await list(player, query);
    expect(response.statusCode).toBe(400);
    expect(ZErrorEnvelope.parse(response.json()).error.name).toBe(errorName);
  });

  it('answers 401 to a visitor', async () => {
    expect((await list(null, '')).statusCode).toBe(401);
  });
});

describe('transaction action types', () => {
  it('files every transfer code under exactly one action type', () => {
    const listed = Object.values(CODES_BY_ACTION_TYPE).flat();
    expect([...listed].sort()).toEqual([...TRANSFER_CODES].sort());
  });

  it('names every transfer code in the player app (en-US), so no row falls back to its type', async () => {
    const locale = JSON.parse(
      await readFile(new URL('../../../../web/src/locales/en-US.json', import.meta.url), 'utf8'),
    ) as { transactions: { codes: Record<string, string> } };
    expect(Object.keys(locale.transactions.codes).sort()).toEqual([...TRANSFER_CODES].sort());
  });
});
