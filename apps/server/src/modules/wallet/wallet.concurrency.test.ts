import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLedgerTestContext,
  insertTestUsers,
  type TLedgerTestContext,
} from '#src/modules/wallet/wallet.test-support';

/**
 * Many clients spending from ONE wallet at the same time. On PostgreSQL the pool runs them on
 * separate connections; on PGlite they queue on its single connection. Either way exactly the
 * affordable number succeed, no update is lost and reconciliation stays clean. A read-then-write
 * implementation fails this on PostgreSQL (the last test shows it does).
 */
describe('wallet under concurrency', () => {
  let context: TLedgerTestContext;
  beforeAll(async () => {
    context = await createLedgerTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  async function fundedUser(gcMinor: number, scBonusMinor = 0): Promise<string> {
    const [userId] = await insertTestUsers(context.database.db, 1);
    const id = userId as string;
    if (gcMinor > 0) {
      await context.wallet.transfer({
        idempotencyKey: `fund-gc-${id}`,
        code: 'purchase',
        userId: id,
        coin: 'GC',
        amountMinor: gcMinor,
      });
    }
    if (scBonusMinor > 0) {
      await context.wallet.transfer({
        idempotencyKey: `fund-sc-${id}`,
        code: 'bonus',
        userId: id,
        coin: 'SC',
        amountMinor: scBonusMinor,
      });
    }
    return id;
  }

  it('lets exactly the affordable bets through when 120 race for 80', async () => {
    const userId = await fundedUser(80 * 250);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 120 }, (_, index) =>
        context.wallet.transfer({
          idempotencyKey: `race-${userId}-${index}`,
          code: 'bet',
          userId,
          coin: 'GC',
          amountMinor: 250,
        }),
      ),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(80);
    expect(
      refused.every((outcome) => (outcome.reason as Error).name === 'InsufficientFundsError'),
    ).toBe(true);
    expect((await context.wallet.getWallet(userId)).state.gc).toBe(0);
    const report = await context.reconciliation.reconcile();
    expect(report.isBalanced).toBe(true);
  });

  it('settles concurrent SC rounds with wins to the exact balance', async () => {
    const userId = await fundedUser(0, 10_000);
    const rounds = Array.from({ length: 60 }, (_, index) => ({
      betMinor: 100 + (index % 7) * 10,
      winMinor: index % 3 === 0 ? 250 : 0,
    }));
    const results = await Promise.all(
      rounds.map((round, index) =>
        context.wallet.settleRound({
          idempotencyKey: `sc-round-${userId}-${index}`,
          userId,
          coin: 'SC',
          ...round,
        }),
      ),
    );
    const net = rounds.reduce((sum, round) => sum - round.betMinor + round.winMinor, 0);
    const { state } = await context.wallet.getWallet(userId);
    expect(state.bsc + state.psc + state.wsc).toBe(10_000 + net);
    // Wins land in winnings; bets spent bonus first, so bonus only fell.
    expect(state.wsc).toBe(
      results.reduce(
        (sum, result) =>
          sum +
          result.legs
            .filter((leg) => leg.bucket === 'wsc')
            .reduce((total, leg) => total + leg.amountMinor, 0),
        0,
      ),
    );
    expect((await context.reconciliation.reconcile()).isBalanced).toBe(true);
  });

  it('moves money once when the same key arrives many times at once', async () => {
    const userId = await fundedUser(1_000);
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        context.wallet.transfer({
          idempotencyKey: `dup-${userId}`,
          code: 'bet',
          userId,
          coin: 'GC',
          amountMinor: 300,
        }),
      ),
    );
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transferId)).size).toBe(1);
    expect((await context.wallet.getWallet(userId)).state.gc).toBe(700);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can show the lost update.
  it.skipIf(!process.env.DATABASE_URL)(
    'the same race against a read-then-write implementation loses updates (so the check can fail)',
    async () => {
      const userId = await fundedUser(80 * 250);
      const db = context.database.db;
      const naiveBet = (amountMinor: number) =>
        db.transaction(async (tx) => {
          const result: unknown = await tx.execute(
            sql`SELECT a.balance_minor FROM ledger_accounts a JOIN ledger_wallets w ON w.id = a.wallet_id WHERE w.user_id = ${userId} AND a.bucket = 'gc'`,
          );
          const balance = Number(
            (result as { rows: { balance_minor: unknown }[] }).rows[0]?.balance_minor,
          );
          if (balance < amountMinor) return false;
          await tx.execute(
            sql`UPDATE ledger_accounts SET balance_minor = ${balance - amountMinor} WHERE bucket = 'gc' AND wallet_id = (SELECT id FROM ledger_wallets WHERE user_id = ${userId})`,
          );
          return true;
        });
      const outcomes = await Promise.all(Array.from({ length: 120 }, () => naiveBet(250)));
      const accepted = outcomes.filter(Boolean).length;
      // Every accepted bet should have cost 250; lost updates let more through than 80.
      expect(accepted).toBeGreaterThan(80);
    },
  );
});
