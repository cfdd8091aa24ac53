import { randomUUID } from 'node:crypto';
import type { TDomainEvents, TGetCoinBackPeriodsResponse } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { insertOddPlayers, settledRound, writeRounds } from '#src/db/json-rows.test-support';
import { outboxInsert } from '#src/db/outbox';
import type { TClock } from '#src/lib/clock';
import {
  COIN_BACK_REVERSAL_CONSUMER,
  COIN_BACK_ROUNDS_CONSUMER,
} from '#src/modules/coin-back/coin-back.module';
import { PAY_GRACE_MS, PAY_PERIOD_JOB } from '#src/modules/coin-back/coin-back.service';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/**
 * Coin-back from the outbox to the ledger (decision 106): purchase.completed rows as the
 * payments module writes them, round.settled rows with chosen results and times for this
 * module's consumer alone, the pay job run by a clock the test moves.
 */
const HOUR_MS = 60 * 60 * 1000;

describe('coin-back', { timeout: 60_000 }, () => {
  let testApp: TTestApp;
  let nowMs = Date.parse('2026-03-02T12:00:00.000Z');
  const clock: TClock = { now: () => new Date(nowMs) };
  const packageIds = new Map<string, number>();

  beforeAll(async () => {
    testApp = await createTestApp({
      clock,
      env: { OUTBOX_POLL_MS: '0', JOBS_POLL_MS: '0' },
    });
    const rows = await executeRows<{ id: number; sku: string }>(
      testApp.database.db,
      sql`SELECT id, sku FROM store_packages`,
    );
    for (const row of rows) packageIds.set(row.sku, Number(row.id));
  });
  afterAll(() => testApp.close());

  const coinBack = () => testApp.app.modules.coinBack;

  async function drain() {
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
  }

  async function purchase(
    player: Pick<TSignedInPlayer, 'userId'>,
    sku: string,
    creditedAt: Date,
    merchantRefNum = `po_${randomUUID()}`,
  ) {
    const event: TDomainEvents['purchase.completed'] = {
      userId: player.userId,
      merchantRefNum,
      provider: 'card',
      packageId: packageIds.get(sku) ?? 0,
      amountMinor: 49_99,
      currencyCode: 'USD',
      gcAmountMinor: 525_000_00,
      scAmountMinor: 50_00,
      creditedAt: creditedAt.toISOString(),
    };
    await testApp.database.db.execute(
      outboxInsert(
        'purchase.completed',
        sql`${merchantRefNum}`,
        sql`${JSON.stringify(event)}::jsonb`,
      ),
    );
    await drain();
    return merchantRefNum;
  }

  type TResult = { coin: 'GC' | 'SC'; bet: number; win: number; at: Date };

  /** Settled rounds of any players handed to the coin-back consumer only, as one batch. */
  async function batch(list: (TResult & { userId: string })[]) {
    await writeRounds(
      testApp.database.db,
      COIN_BACK_ROUNDS_CONSUMER,
      list.map((round) =>
        settledRound({
          roundId: randomUUID(),
          userId: round.userId,
          coin: round.coin,
          betMinor: round.bet,
          winMinor: round.win,
          settledAt: round.at.toISOString(),
        }),
      ),
    );
    await drain();
  }

  /** The player's settled rounds, as one batch. */
  async function rounds(player: TSignedInPlayer, list: TResult[]) {
    await batch(list.map((round) => ({ ...round, userId: player.userId })));
  }

  async function periods(player: TSignedInPlayer) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/coin-back/periods',
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<TGetCoinBackPeriodsResponse>().data.periods;
  }

  async function balances(player: TSignedInPlayer) {
    return (await testApp.app.modules.wallet.getWallet(player.userId)).state;
  }

  async function coinBackTransfers(player: TSignedInPlayer) {
    return executeRows<{ coin: string; amount_minor: string }>(
      testApp.database.db,
      sql`SELECT t.currency AS coin,
                 (SELECT sum(p.amount_minor)::text FROM ledger_postings p
                   WHERE p.transfer_id = t.id AND p.amount_minor > 0) AS amount_minor
          FROM ledger_transfers t
          WHERE t.user_id = ${player.userId} AND t.code = 'coin_back'
          ORDER BY t.currency, 2`,
    );
  }

  /** Moves the clock past the period's end and its grace, and runs the due jobs. */
  async function runPayJobs(endsAt: string) {
    nowMs = Math.max(nowMs, Date.parse(endsAt) + PAY_GRACE_MS);
    while ((await testApp.app.jobs.runDueOnce()) > 0);
  }

  it('opens one period for a purchase with a coin-back bundle, however often it is delivered', async () => {
    const player = await createSignedInPlayer(testApp);
    const at = new Date(nowMs);
    const ref = await purchase(player, 'pack-50', at);
    await purchase(player, 'pack-50', at, ref);
    const [period, ...others] = await periods(player);
    expect(others).toEqual([]);
    expect(period).toMatchObject({
      percent: 5,
      status: 'open',
      startsAt: at.toISOString(),
      endsAt: new Date(at.getTime() + 24 * HOUR_MS).toISOString(),
      netLoss: { gc: 0, sc: 0 },
      paid: null,
    });
    const jobs = await executeRows<{ run_at: Date }>(
      testApp.database.db,
      sql`SELECT run_at FROM jobs WHERE name = ${PAY_PERIOD_JOB} AND job_key = ${String(period?.id)}`,
    );
    expect(jobs).toHaveLength(1);
  });

  it('opens nothing for a package without the bundle or an unknown package', async () => {
    const player = await createSignedInPlayer(testApp);
    await purchase(player, 'pack-5', new Date(nowMs));
    await purchase(player, 'no-such-package', new Date(nowMs));
    expect(await periods(player)).toEqual([]);
  });

  it('nets losses and wins inside the window and pays the percent of the loss once', async () => {
    const player = await createSignedInPlayer(testApp);
    const start = new Date(nowMs);
    await purchase(player, 'pack-50', start);
    const [period] = await periods(player);
    if (!period) throw new Error('no period');
    const end = new Date(period.endsAt);
    const inside = (ms: number) => new Date(start.getTime() + ms);
    await rounds(player, [
      { coin: 'GC', bet: 1_000_00, win: 0, at: inside(1_000) },
      { coin: 'GC', bet: 500_00, win: 300_00, at: inside(2_000) },
      { coin: 'SC', bet: 2_00, win: 0, at: inside(3_000) },
      { coin: 'SC', bet: 1_00, win: 2_50, at: inside(4_000) },
      // Outside the window: before the purchase and at its end.
      { coin: 'GC', bet: 9_000_00, win: 0, at: new Date(start.getTime() - 1) },
      { coin: 'SC', bet: 9_00, win: 0, at: end },
    ]);
    expect((await periods(player))[0]?.netLoss).toEqual({ gc: 1_200_00, sc: 50 });
    const before = await balances(player);
    await runPayJobs(period.endsAt);
    // 5 % of 1,200.00 GC and of 0.50 SC, rounded down to hundredths.
    expect(await coinBackTransfers(player)).toEqual([
      { coin: 'GC', amount_minor: '6000' },
      { coin: 'SC', amount_minor: '2' },
    ]);
    const after = await balances(player);
    expect(after).toEqual({ ...before, gc: before.gc + 60_00, bsc: before.bsc + 2 });
    // A retry of the job (a crash after the payment) moves nothing more.
    await coinBack().payPeriod({ periodId: period.id });
    await coinBack().payPeriod({ periodId: period.id });
    expect(await balances(player)).toEqual(after);
    expect(await coinBackTransfers(player)).toHaveLength(2);
    expect((await periods(player))[0]).toMatchObject({
      status: 'paid',
      paid: { gc: 60_00, sc: 2 },
    });
    // A round delivered after the period closed no longer changes it.
    await rounds(player, [{ coin: 'GC', bet: 100_00, win: 0, at: inside(5_000) }]);
    expect((await periods(player))[0]?.netLoss).toEqual({ gc: 1_200_00, sc: 50 });
  });

  it('pays nothing when the player came out ahead', async () => {
    const player = await createSignedInPlayer(testApp);
    const start = new Date(nowMs);
    await purchase(player, 'pack-50', start);
    const [period] = await periods(player);
    if (!period) throw new Error('no period');
    await rounds(player, [
      { coin: 'GC', bet: 100_00, win: 500_00, at: new Date(start.getTime() + 1_000) },
      { coin: 'SC', bet: 1_00, win: 0, at: new Date(start.getTime() + 2_000) },
      { coin: 'SC', bet: 1_00, win: 3_00, at: new Date(start.getTime() + 3_000) },
    ]);
    const before = await balances(player);
    await runPayJobs(period.endsAt);
    expect(await coinBackTransfers(player)).toEqual([]);
    expect(await balances(player)).toEqual(before);
    expect((await periods(player))[0]).toMatchObject({
      status: 'paid',
      netLoss: { gc: -400_00, sc: -1_00 },
      paid: { gc: 0, sc: 0 },
    });
  });

  it('pays each of two overlapping periods its own share of the rounds they share', async () => {
    const player = await createSignedInPlayer(testApp);
    const start = new Date(nowMs);
    await purchase(player, 'pack-50', start);
    await purchase(player, 'pack-100', new Date(start.getTime() + 1_000));
    await rounds(player, [
      { coin: 'GC', bet: 1_000_00, win: 0, at: new Date(start.getTime() + 500) },
      { coin: 'GC', bet: 2_000_00, win: 0, at: new Date(start.getTime() + 2_000) },
    ]);
    const list = await periods(player);
    expect(list.map((period) => [period.percent, period.netLoss.gc])).toEqual([
      [10, 2_000_00],
      [5, 3_000_00],
    ]);
    await runPayJobs(list[0]?.endsAt ?? '');
    expect(await coinBackTransfers(player)).toEqual([
      { coin: 'GC', amount_minor: '15000' },
      { coin: 'GC', amount_minor: '20000' },
    ]);
  });

  it("nets one batch of several players' rounds into each player's own period", async () => {
    const players = await insertOddPlayers(testApp.database.db, 3);
    const [first = '', second = '', third = ''] = players;
    const start = new Date(nowMs);
    for (const userId of players) await purchase({ userId }, 'pack-50', start);
    const inside = (ms: number) => new Date(start.getTime() + ms);
    await batch([
      { userId: first, coin: 'GC', bet: 1_000_00, win: 0, at: inside(1_000) },
      { userId: second, coin: 'SC', bet: 2_00, win: 0, at: inside(1_500) },
      { userId: first, coin: 'SC', bet: 1_00, win: 2_50, at: inside(2_000) },
      { userId: third, coin: 'GC', bet: 500_00, win: 300_00, at: inside(2_500) },
      // Before the second player's purchase: outside the period.
      { userId: second, coin: 'GC', bet: 9_000_00, win: 0, at: inside(-1) },
      { userId: third, coin: 'SC', bet: 3_00, win: 1_00, at: inside(3_000) },
    ]);
    const netLosses = await Promise.all(
      players.map(async (userId) =>
        (await coinBack().listPeriods(userId)).map((period) => period.netLoss),
      ),
    );
    expect(netLosses).toEqual([
      [{ gc: 1_000_00, sc: -1_50 }],
      [{ gc: 0, sc: 2_00 }],
      [{ gc: 200_00, sc: 2_00 }],
    ]);
  });

  /**
   * A refund of the purchase as the payments module records it (decision 175): its row, then
   * its purchase.reversed event for this module's consumer, delivered when `deliver` is set.
   */
  async function refund(player: TSignedInPlayer, merchantRefNum: string, deliver: boolean) {
    const reversalId = `rf_${randomUUID()}`;
    const event: TDomainEvents['purchase.reversed'] = {
      userId: player.userId,
      merchantRefNum,
      kind: 'refund',
      reversalId,
      amountMinor: 10_00,
      currencyCode: 'USD',
      takenMinor: { GC: 100_000_00, SC: 10_00 },
      shortfallMinor: { GC: 0, SC: 0 },
      reversedAt: new Date(nowMs).toISOString(),
    };
    await testApp.database.db.execute(
      sql`INSERT INTO purchase_reversals (merchant_ref_num, reversal_id, user_id, kind, amount_minor,
            currency_code, gc_taken_minor, sc_taken_minor, gc_shortfall_minor, sc_shortfall_minor,
            reversed_at)
          VALUES (${merchantRefNum}, ${reversalId}, ${player.userId}, 'refund', 1000, 'USD',
            10000000, 1000, 0, 0, ${event.reversedAt}::timestamptz)`,
    );
    if (!deliver) return;
    await testApp.database.db.execute(
      sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
          VALUES (${COIN_BACK_REVERSAL_CONSUMER}, 'purchase.reversed', ${reversalId},
                  ${JSON.stringify(event)}::jsonb)`,
    );
    await drain();
  }

  async function payJobOf(periodId: number) {
    return executeRows(
      testApp.database.db,
      sql`SELECT id FROM jobs WHERE name = ${PAY_PERIOD_JOB} AND job_key = ${String(periodId)}`,
    );
  }

  /** A new player who bought pack-50 and lost `bet` of `coin` in its period: the period. */
  async function periodWithLoss(coin: 'GC' | 'SC', bet: number) {
    const player = await createSignedInPlayer(testApp);
    const ref = await purchase(player, 'pack-50', new Date(nowMs));
    await rounds(player, [{ coin, bet, win: 0, at: new Date(nowMs + 1_000) }]);
    const [period] = await periods(player);
    if (!period) throw new Error('no period');
    return { player, ref, period };
  }

  it('voids the period of a refunded purchase: no coin-back is paid on it', async () => {
    const { player, ref, period } = await periodWithLoss('GC', 1_000_00);
    await refund(player, ref, true);
    expect((await periods(player))[0]).toMatchObject({ status: 'voided', paid: null });
    expect(await payJobOf(period.id)).toEqual([]);
    // A chargeback after the refund, and rounds still arriving, change nothing.
    await refund(player, ref, true);
    await rounds(player, [{ coin: 'GC', bet: 500_00, win: 0, at: new Date(nowMs + 2_000) }]);
    const before = await balances(player);
    await runPayJobs(period.endsAt);
    await coinBack().payPeriod({ periodId: period.id });
    expect(await coinBackTransfers(player)).toEqual([]);
    expect(await balances(player)).toEqual(before);
    expect((await periods(player))[0]).toMatchObject({
      status: 'voided',
      netLoss: { gc: 1_000_00, sc: 0 },
      paid: null,
      paidAt: null,
    });
  });

  it('voids at once a period whose purchase was reversed before the period opened', async () => {
    const player = await createSignedInPlayer(testApp);
    const ref = `po_${randomUUID()}`;
    await refund(player, ref, true);
    await purchase(player, 'pack-50', new Date(nowMs), ref);
    const [period] = await periods(player);
    expect(period).toMatchObject({ status: 'voided' });
    expect(await payJobOf(period?.id ?? 0)).toEqual([]);
  });

  it('pays nothing when the refund is recorded but not yet delivered at the period end', async () => {
    const { player, ref, period } = await periodWithLoss('SC', 5_00);
    await refund(player, ref, false);
    await runPayJobs(period.endsAt);
    expect(await coinBackTransfers(player)).toEqual([]);
    expect((await periods(player))[0]).toMatchObject({ status: 'voided', paid: null });
  });

  it('keeps the coin-back of a period paid before the purchase was refunded', async () => {
    const { player, ref, period } = await periodWithLoss('GC', 1_000_00);
    await runPayJobs(period.endsAt);
    await refund(player, ref, true);
    expect((await periods(player))[0]).toMatchObject({
      status: 'paid',
      paid: { gc: 50_00, sc: 0 },
    });
    expect(await coinBackTransfers(player)).toEqual([{ coin: 'GC', amount_minor: '5000' }]);
  });

  it('shows a player only their own periods and refuses a visitor', async () => {
    const owner = await createSignedInPlayer(testApp);
    const other = await createSignedInPlayer(testApp);
    await purchase(owner, 'pack-200', new Date(nowMs));
    expect(await periods(other)).toEqual([]);
    expect(await periods(owner)).toHaveLength(1);
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/coin-back/periods' });
    expect(visitor.statusCode).toBe(401);
  });
});
