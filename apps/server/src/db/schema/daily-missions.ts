import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The operator's daily mission plans (decision 193), never updated: the newest row is the plan
 * every mission day opened from now on copies. Older rows are the history.
 */
export const dailyMissionPlans = pgTable('daily_mission_plans', {
  id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  plan: jsonb().notNull(),
  createdBy: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mission day (UTC date), opened once by the day's reset job (decision 191) from the plan
 * current then: the day's missions and grand prizes stay as they were for its whole length.
 */
export const dailyMissionDays = pgTable('daily_mission_days', {
  day: text().primaryKey(),
  planId: bigint({ mode: 'number' }),
  /** `{ gcCoin, scCoin }` minor units, or null: no grand prize of that coin that day. */
  gcGrandPrize: jsonb(),
  scGrandPrize: jsonb(),
  openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The missions of one day, copied from its plan. */
export const dailyMissions = pgTable(
  'daily_missions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    day: text()
      .notNull()
      .references(() => dailyMissionDays.day, { onDelete: 'cascade' }),
    coin: text({ enum: ['GC', 'SC'] }).notNull(),
    order: integer().notNull(),
    missionType: text().notNull(),
    goal: bigint({ mode: 'number' }).notNull(),
    gameId: integer(),
    rewardGcMinor: bigint({ mode: 'number' }).notNull(),
    rewardScMinor: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('daily_missions_day_coin_order').on(table.day, table.coin, table.order)],
);

/**
 * A player's progress on one mission, created by the first round that counts for it. Claimed
 * once: `claimedAt` is set in the transaction that schedules the payment (decision 192).
 */
export const playerDailyMissions = pgTable(
  'player_daily_missions',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    missionId: integer()
      .notNull()
      .references(() => dailyMissions.id, { onDelete: 'restrict' }),
    progress: bigint({ mode: 'number' }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.missionId] }),
    index('player_daily_missions_mission').on(table.missionId),
  ],
);

/**
 * Rounds already counted for missions, one row each: a round.settled delivered twice (or
 * written twice) counts once (decision 191). Kept for a week (decision 245).
 */
export const dailyMissionRounds = pgTable(
  'daily_mission_rounds',
  {
    roundId: text().primaryKey(),
    userId: text().notNull(),
    countedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The retention sweep deletes the oldest rows first (decision 245).
  (table) => [index('daily_mission_rounds_counted_at_idx').on(table.countedAt)],
);

/** Grand prizes earned: one per player, day and coin, claimed once. */
export const playerDailyGrandPrizes = pgTable(
  'player_daily_grand_prizes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: text().notNull(),
    coin: text({ enum: ['GC', 'SC'] }).notNull(),
    gcAmountMinor: bigint({ mode: 'number' }).notNull(),
    scAmountMinor: bigint({ mode: 'number' }).notNull(),
    earnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('player_daily_grand_prizes_user_day_coin').on(table.userId, table.day, table.coin),
  ],
);
