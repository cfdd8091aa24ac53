import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/db/schema/index';
import { seedWallets } from '#src/seed/wallet';
import type { TDomainEvents } from '@casino/contracts';
import {
  createLedgerTestContext,
  insertTestUsers,
  type TLedgerTestContext,
} from '#src/modules/wallet/wallet.test-support';

describe('wallet service (ledger)', () => {
  let context: TLedgerTestContext;
  const services = () => context;
  beforeAll(async () => {
    context = await createLedgerTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  async function newUser(): Promise<string> {
    const [userId] = await insertTestUsers(context.database.db, 1);
    return userId as string;
  }

  it('creates an empty wallet on first read', async () => {
    const userId = await newUser();
    const wallet = await services().wallet.getUserWallet(userId);
    expect(wallet).toMatchObject({
      gcCoin: 0,
      scCoin: { bsc: 0, psc: 0, wsc: 0 },
      totalScCoin: 0,
      currencyCode: 'USD',
      ownerId: userId,
    });
    expect(wallet.walletId).toBeGreaterThan(0);
  });

  it('spends SC bonus, then purchased, then winnings, and credits wins to winnings', async () => {
    const userId = await newUser();
    const { wallet } = services();
    await wallet.transfer({
      idempotencyKey: `b-${userId}`,
      code: 'bonus',
      userId,
      coin: 'SC',
      amountMinor: 300,
    });
    await wallet.transfer({
      idempotencyKey: `p-${userId}`,
      code: 'purchase',
      userId,
      coin: 'SC',
      amountMinor: 500,
    });
    await wallet.transfer({
      idempotencyKey: `w-${userId}`,
      code: 'win',
      userId,
      coin: 'SC',
      amountMinor: 1000,
    });
    const round = await wallet.settleRound({
      idempotencyKey: `round-${userId}`,
      userId,
      coin: 'SC',
      betMinor: 900,
      winMinor: 250,
    });
    expect(round.legs).toEqual([
      { bucket: 'bsc', amountMinor: -300, house: 'bets' },
      { bucket: 'psc', amountMinor: -500, house: 'bets' },
      { bucket: 'wsc', amountMinor: -100, house: 'bets' },
      { bucket: 'wsc', amountMinor: 250, house: 'wins' },
    ]);
    expect(round.state).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 1150 });
    expect((await wallet.getWallet(userId)).state).toEqual(round.state);
  });

  it('redeems from winnings only and refuses more than the winnings hold', async () => {
    const userId = await newUser();
    const { wallet } = services();
    await wallet.transfer({
      idempotencyKey: `b-${userId}`,
      code: 'bonus',
      userId,
      coin: 'SC',
      amountMinor: 5000,
    });
    await wallet.transfer({
      idempotencyKey: `w-${userId}`,
      code: 'win',
      userId,
      coin: 'SC',
      amountMinor: 200,
    });
    await expect(
      wallet.transfer({
        idempotencyKey: `r1-${userId}`,
        code: 'redemption',
        userId,
        coin: 'SC',
        amountMinor: 201,
      }),
    ).rejects.toMatchObject({ name: 'InsufficientFundsError', statusCode: 402 });
    const redeemed = await wallet.transfer({
      idempotencyKey: `r2-${userId}`,
      code: 'redemption',
      userId,
      coin: 'SC',
      amountMinor: 200,
    });
    expect(redeemed.state).toEqual({ gc: 0, bsc: 5000, psc: 0, wsc: 0 });
  });

  it('answers a repeated key with the first result and refuses a reused key with new content', async () => {
    const userId = await newUser();
    const { wallet } = services();
    const request = {
      idempotencyKey: `gc-${userId}`,
      code: 'bonus' as const,
      userId,
      coin: 'GC' as const,
      amountMinor: 12_345,
      metadata: { reason: 'welcome', nested: { a: 1, b: 2 } },
    };
    const first = await wallet.transfer(request);
    const again = await wallet.transfer({
      ...request,
      metadata: { nested: { b: 2, a: 1 }, reason: 'welcome' },
    });
    expect(first.isReplay).toBe(false);
    expect(again).toEqual({ ...first, isReplay: true });
    await expect(wallet.transfer({ ...request, amountMinor: 12_346 })).rejects.toMatchObject({
      name: 'IdempotencyKeyReusedError',
      statusCode: 409,
    });
    expect((await wallet.getWallet(userId)).state.gc).toBe(12_345);
  });

  it('reads the balances several transfers left, by id; ids of no transfer are absent', async () => {
    const [first = '', second = ''] = await insertTestUsers(context.database.db, 2);
    const { wallet } = services();
    const bonus = (userId: string, coin: 'GC' | 'SC', amountMinor: number) =>
      wallet.transfer({
        idempotencyKey: `${coin}-${userId}`,
        code: 'bonus',
        userId,
        coin,
        amountMinor,
      });
    const transfers = [
      await bonus(first, 'GC', 100),
      await bonus(second, 'GC', 250),
      await bonus(first, 'SC', 30),
    ];
    const ids = transfers.map((transfer) => transfer.transferId);
    // Out of order, repeated, and among ids of no transfer.
    const states = await wallet.statesAfterTransfers([
      'not a transfer',
      ...[...ids].reverse(),
      '999999999999999999',
      ...ids,
    ]);
    expect(states).toEqual(
      new Map([
        [ids[0], { gc: 100, bsc: 0, psc: 0, wsc: 0 }],
        [ids[1], { gc: 250, bsc: 0, psc: 0, wsc: 0 }],
        [ids[2], { gc: 100, bsc: 30, psc: 0, wsc: 0 }],
      ]),
    );
  });

  it('refuses bad amounts and codes that do not fit the coin, moving nothing', async () => {
    const userId = await newUser();
    const { wallet } = services();
    for (const amountMinor of [0, -5, 1.5, Number.MAX_SAFE_INTEGER]) {
      await expect(
        wallet.transfer({
          idempotencyKey: `bad-${amountMinor}-${userId}`,
          code: 'bonus',
          userId,
          coin: 'GC',
          amountMinor,
        }),
      ).rejects.toMatchObject({ name: 'InvalidTransferError', statusCode: 400 });
    }
    await expect(
      wallet.transfer({
        idempotencyKey: `bad-gc-${userId}`,
        code: 'redemption',
        userId,
        coin: 'GC',
        amountMinor: 1,
      }),
    ).rejects.toMatchObject({ name: 'InvalidTransferError' });
    expect((await wallet.getWallet(userId)).state).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
  });

  it('answers NotFoundError for a user that does not exist', async () => {
    await expect(
      services().wallet.transfer({
        idempotencyKey: 'ghost',
        code: 'bonus',
        userId: 'no-such-user',
        coin: 'GC',
        amountMinor: 1,
      }),
    ).rejects.toMatchObject({ name: 'NotFoundError', statusCode: 404 });
  });

  it('emits wallet.changed after commit, never for a replay', async () => {
    const userId = await newUser();
    const seen: TDomainEvents['wallet.changed'][] = [];
    const off = services().events.on('wallet.changed', (event) => {
      if (event.userId === userId) seen.push(event);
    });
    const request = {
      idempotencyKey: `e-${userId}`,
      code: 'purchase' as const,
      userId,
      coin: 'GC' as const,
      amountMinor: 700,
    };
    await services().wallet.transfer(request);
    await services().wallet.transfer(request);
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      code: 'purchase',
      coin: 'GC',
      state: { gc: 700 },
      roundId: null,
    });
  });

  it("names the game round in wallet.changed from a round transfer's metadata", async () => {
    const userId = await newUser();
    const seen: TDomainEvents['wallet.changed'][] = [];
    const off = services().events.on('wallet.changed', (event) => {
      if (event.userId === userId) seen.push(event);
    });
    await services().wallet.transfer({
      idempotencyKey: `fund-${userId}`,
      code: 'purchase',
      userId,
      coin: 'GC',
      amountMinor: 1_000,
    });
    const settled = await services().wallet.settleRound({
      idempotencyKey: `round:r-${userId}`,
      userId,
      coin: 'GC',
      betMinor: 100,
      winMinor: 250,
      metadata: { roundId: `r-${userId}`, gameId: 1, engineKey: 'classic-3reel' },
    });
    off();
    expect(seen.map((event) => event.roundId)).toEqual([null, `r-${userId}`]);
    expect(seen[1]).toMatchObject({ transferId: settled.transferId, state: { gc: 1_150 } });
  });

  it('gives the seeded demo player a starting balance once, through transfers', async () => {
    const [demo] = await context.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'demo@crowncasino.example'));
    const userId = demo?.id as string;
    const before = await context.wallet.getWallet(userId);
    expect(before.state).toEqual({ gc: 250_000_00, bsc: 20_00, psc: 30_00, wsc: 150_00 });
    await seedWallets(context.database.db, {
      largeGameCount: 0,
      logger: pino({ level: 'silent' }),
    });
    expect((await context.wallet.getWallet(userId)).state).toEqual(before.state);
  });

  it('refuses to edit or delete written transfers and postings', async () => {
    const userId = await newUser();
    const result = await services().wallet.transfer({
      idempotencyKey: `frozen-${userId}`,
      code: 'bonus',
      userId,
      coin: 'GC',
      amountMinor: 100,
    });
    const db = context.database.db;
    const id = Number(result.transferId);
    await expect(
      db.execute(sql`UPDATE ledger_postings SET amount_minor = 1 WHERE transfer_id = ${id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM ledger_transfers WHERE id = ${id}`)).rejects.toThrow();
    await expect(
      db.execute(sql`UPDATE ledger_transfers SET code = 'win' WHERE id = ${id}`),
    ).rejects.toThrow();
  });

  it('reconciles to zero per currency with balances equal to their postings', async () => {
    const report = await services().reconciliation.reconcile();
    expect(report.mismatches).toEqual([]);
    expect(report.unbalancedTransfers).toEqual([]);
    expect(report.currencySums).toEqual([
      { currency: 'GC', sumMinor: '0' },
      { currency: 'SC', sumMinor: '0' },
    ]);
    expect(report.isBalanced).toBe(true);
    expect(report.transferCount).toBeGreaterThan(0);
  });
});
