import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { TCoinType } from '@casino/money';
import type { TExecutor } from '#src/db/client';
import { jsonRecordset } from '#src/db/json-rows';
import { coinBackPeriods, purchaseReversals, storePackages } from '#src/db/schema/index';

export type TCoinBackPeriodRow = typeof coinBackPeriods.$inferSelect;

/** One settled round's net result (bet − win) for the batch statement. */
export interface TRoundNet {
  userId: string;
  coin: TCoinType;
  netMinor: number;
  settledAt: string;
}

export function createCoinBackRepository(db: TExecutor) {
  async function findPeriod(id: number): Promise<TCoinBackPeriodRow | null> {
    const [row] = await db.select().from(coinBackPeriods).where(eq(coinBackPeriods.id, id));
    return row ?? null;
  }

  return {
    findPeriod,

    async packageBundles(packageId: number) {
      const [row] = await db
        .select({ bundles: storePackages.bundles })
        .from(storePackages)
        .where(eq(storePackages.id, packageId));
      return row?.bundles ?? [];
    },

    /** Whether a refund or chargeback of the purchase has been recorded (decision 116). */
    async isReversed(merchantRefNum: string): Promise<boolean> {
      const [row] = await db
        .select({ id: purchaseReversals.id })
        .from(purchaseReversals)
        .where(eq(purchaseReversals.merchantRefNum, merchantRefNum))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Voids the purchase's period when it has not closed yet: closed at once with nothing to
     * pay. Answers its id, or null when there is none or it had already closed.
     */
    async voidOpen(merchantRefNum: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(coinBackPeriods)
        .set({ closedAt: at, voidedAt: at, gcPayoutMinor: 0, scPayoutMinor: 0 })
        .where(
          and(eq(coinBackPeriods.merchantRefNum, merchantRefNum), isNull(coinBackPeriods.closedAt)),
        )
        .returning({ id: coinBackPeriods.id });
      return row?.id ?? null;
    },

    /** Opens the order's period once; answers it, or null when the order already has one. */
    async insertPeriod(
      row: Omit<typeof coinBackPeriods.$inferInsert, 'id'>,
    ): Promise<TCoinBackPeriodRow | null> {
      const [inserted] = await db
        .insert(coinBackPeriods)
        .values(row)
        .onConflictDoNothing({ target: coinBackPeriods.merchantRefNum })
        .returning();
      return inserted ?? null;
    },

    /**
     * Adds each round's net result to every open period of its player whose window holds the
     * round's settledAt, in one statement for the whole batch (decision 179); a round settled
     * while a booster of its player ran also adds its net result times the booster's points
     * (the highest, when two ran at once; decision 220).
     */
    async addRoundNets(rounds: readonly TRoundNet[]): Promise<void> {
      if (rounds.length === 0) return;
      const values = jsonRecordset(
        rounds.map((round) => ({
          user_id: round.userId,
          coin: round.coin,
          net: round.netMinor,
          settled_at: round.settledAt,
        })),
      );
      await db.execute(
        sql`UPDATE coin_back_periods p
            SET gc_net_loss_minor = p.gc_net_loss_minor + s.gc,
                sc_net_loss_minor = p.sc_net_loss_minor + s.sc,
                gc_boost_loss_points_minor = p.gc_boost_loss_points_minor + s.gc_boost,
                sc_boost_loss_points_minor = p.sc_boost_loss_points_minor + s.sc_boost
            FROM (
              SELECT c.id,
                     sum(CASE WHEN r.coin = 'GC' THEN r.net ELSE 0 END) AS gc,
                     sum(CASE WHEN r.coin = 'SC' THEN r.net ELSE 0 END) AS sc,
                     sum(CASE WHEN r.coin = 'GC' THEN r.net * r.points ELSE 0 END) AS gc_boost,
                     sum(CASE WHEN r.coin = 'SC' THEN r.net * r.points ELSE 0 END) AS sc_boost
              FROM (
                SELECT v.*, coalesce((
                  SELECT max(b.percent_points) FROM coin_back_boosters b
                  WHERE b.user_id = v.user_id
                    AND v.settled_at >= b.starts_at AND v.settled_at < b.ends_at
                ), 0) AS points
                FROM ${values} AS v(user_id text, coin text, net bigint, settled_at timestamptz)
              ) r
              JOIN coin_back_periods c ON c.user_id = r.user_id
                AND r.settled_at >= c.starts_at AND r.settled_at < c.ends_at
                AND c.closed_at IS NULL
              GROUP BY c.id
            ) s
            WHERE p.id = s.id`,
      );
    },

    /**
     * Closes the period once with the payout it earned (percent of the net loss, plus what
     * boosted rounds added, rounded down; never more than the net loss, nothing when the player
     * came out ahead); answers the period as stored afterwards. A
     * period whose purchase has a refund or chargeback recorded by then closes voided, with
     * nothing to pay (decision 116), whichever consumer ran first.
     */
    async close(id: number, at: Date): Promise<TCoinBackPeriodRow | null> {
      const isReversed = sql`EXISTS (SELECT 1 FROM ${purchaseReversals}
        WHERE ${purchaseReversals.merchantRefNum} = ${coinBackPeriods.merchantRefNum})`;
      const payout = (
        netLoss: typeof coinBackPeriods.gcNetLossMinor | typeof coinBackPeriods.scNetLossMinor,
        boost:
          | typeof coinBackPeriods.gcBoostLossPointsMinor
          | typeof coinBackPeriods.scBoostLossPointsMinor,
      ) =>
        sql`CASE WHEN ${isReversed} THEN 0
              ELSE floor(least(
                greatest(${netLoss} * ${coinBackPeriods.percent} + ${boost}, 0) / 100.0,
                greatest(${netLoss}, 0)))::bigint END`;
      await db
        .update(coinBackPeriods)
        .set({
          closedAt: at,
          voidedAt: sql`CASE WHEN ${isReversed} THEN ${at.toISOString()}::timestamptz END`,
          gcPayoutMinor: payout(
            coinBackPeriods.gcNetLossMinor,
            coinBackPeriods.gcBoostLossPointsMinor,
          ),
          scPayoutMinor: payout(
            coinBackPeriods.scNetLossMinor,
            coinBackPeriods.scBoostLossPointsMinor,
          ),
        })
        .where(and(eq(coinBackPeriods.id, id), isNull(coinBackPeriods.closedAt)));
      return findPeriod(id);
    },

    async markPaid(id: number, at: Date): Promise<void> {
      await db
        .update(coinBackPeriods)
        .set({ paidAt: at })
        .where(and(eq(coinBackPeriods.id, id), isNull(coinBackPeriods.paidAt)));
    },

    /** The player's unpaid periods and those paid since `paidSince`, newest first. */
    async periodsOf(userId: string, paidSince: Date, limit: number) {
      return db
        .select()
        .from(coinBackPeriods)
        .where(
          and(
            eq(coinBackPeriods.userId, userId),
            or(isNull(coinBackPeriods.paidAt), gte(coinBackPeriods.paidAt, paidSince)),
          ),
        )
        .orderBy(desc(coinBackPeriods.endsAt), desc(coinBackPeriods.id))
        .limit(limit);
    },
  };
}
