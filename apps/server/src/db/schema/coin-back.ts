import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A coin-back period opened by a purchase whose package carries a coinBack bundle (module
 * coin-back, decision 106): one per order. Settled rounds inside [startsAt, endsAt) add their
 * bet − win per coin to the net loss while the period is open; at its end the pay job closes it
 * (freezing the payout amounts), pays them through the ledger and marks it paid.
 */
export const coinBackPeriods = pgTable(
  'coin_back_periods',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantRefNum: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: integer().notNull(),
    percent: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Sum of bet − win of the counted rounds; negative while the player is ahead. */
    gcNetLossMinor: bigint({ mode: 'number' }).notNull().default(0),
    scNetLossMinor: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Sum of (bet − win) × booster points of the counted rounds settled while a coin-back
     * booster ran (decision 220): hundredths times percentage points, added to percent × net
     * loss when the payout is fixed.
     */
    gcBoostLossPointsMinor: bigint({ mode: 'number' }).notNull().default(0),
    scBoostLossPointsMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** Set when the pay job closes the period: later rounds no longer count. */
    closedAt: timestamp({ withTimezone: true }),
    gcPayoutMinor: bigint({ mode: 'number' }),
    scPayoutMinor: bigint({ mode: 'number' }),
    paidAt: timestamp({ withTimezone: true }),
    /**
     * Set when a refund or chargeback of the purchase reached the period before it closed: it is
     * closed with nothing to pay (decision 116).
     */
    voidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('coin_back_periods_user_ends').on(table.userId, table.endsAt),
    check('coin_back_periods_percent', sql`${table.percent} BETWEEN 1 AND 100`),
    check('coin_back_periods_window', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A coin-back booster a player claimed from its popup (decision 220): while it runs, the
 * player's rounds count toward their coin-back periods at the period's percent plus
 * `percentPoints`. One per claimed event.
 */
export const coinBackBoosters = pgTable(
  'coin_back_boosters',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The claimed event (user_event_triggers.id): a claim starts one booster at most. */
    userEventTriggerId: integer().notNull().unique(),
    percentPoints: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('coin_back_boosters_user_ends').on(table.userId, table.endsAt),
    check('coin_back_boosters_points', sql`${table.percentPoints} BETWEEN 1 AND 100`),
    check('coin_back_boosters_window', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
