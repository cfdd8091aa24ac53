import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Bonuses paid to players (module bonuses), never updated. The unique key (player, kind, claim
 * key) is what makes a bonus payable once: the welcome bonus has one key per player, the daily
 * bonus one per UTC day (decision 161), the refill one per claim number (decision 162). The
 * money itself moves in the ledger, under an idempotency key built from the same parts.
 */
export const bonusClaims = pgTable(
  'bonus_claims',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text({ enum: ['welcome', 'daily', 'refill'] }).notNull(),
    /** 'once' (welcome), the UTC date 'YYYY-MM-DD' (daily) or the claim number (refill). */
    claimKey: text().notNull(),
    /** Daily bonus: the day of the 30-day month this claim was (1-30). */
    monthDay: integer(),
    gcAmountMinor: bigint({ mode: 'number' }).notNull(),
    scAmountMinor: bigint({ mode: 'number' }).notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_claims_user_kind_key').on(table.userId, table.kind, table.claimKey),
    index('bonus_claims_user_kind_claimed').on(table.userId, table.kind, table.claimedAt),
  ],
);

/**
 * Low-balance notices pushed after settled rounds (decision 122): one row per round, so a
 * round.settled delivered twice pushes once. Never updated.
 */
export const lowBalanceNotices = pgTable(
  'low_balance_notices',
  {
    roundId: text().primaryKey(),
    userId: text().notNull(),
    gcBalanceMinor: bigint({ mode: 'number' }).notNull(),
    thresholdMinor: bigint({ mode: 'number' }).notNull(),
    rewardMinor: bigint({ mode: 'number' }).notNull(),
    notifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('low_balance_notices_user').on(table.userId, table.notifiedAt)],
);
