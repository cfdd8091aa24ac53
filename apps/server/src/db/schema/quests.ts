import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userEventTriggers } from './event-triggers';
import { users } from './identity';

/**
 * A player's quest (module quests, decision 217), started in the transaction that opened its
 * quest event, with a copy of what the operator's quest asked then: an operator's later edit
 * never moves a goal under a running quest. Active while not finished and before `expiresAt`
 * (the event's expiry). `completedAt` is set in the transaction that schedules the final
 * reward's payment, so it is paid once.
 */
export const userQuests = pgTable(
  'user_quests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userEventTriggerId: integer()
      .notNull()
      .references(() => userEventTriggers.id, { onDelete: 'cascade' }),
    questKey: text().notNull(),
    ordered: boolean().notNull(),
    widgetImageUrl: text().notNull(),
    hideTimer: boolean().notNull(),
    rewardPackageId: integer().notNull(),
    rewardGcMinor: bigint({ mode: 'number' }).notNull(),
    rewardScMinor: bigint({ mode: 'number' }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the last milestone was claimed. */
    completedAllMilestonesAt: timestamp({ withTimezone: true }),
    /** When the final reward was claimed (quest/player/finish). */
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_quests_event').on(table.userEventTriggerId),
    index('user_quests_user').on(table.userId, table.completedAt),
    check('user_quests_window', sql`${table.expiresAt} > ${table.startedAt}`),
  ],
);

/**
 * One milestone of a player's quest: its goal (a daily-mission type and target on one coin),
 * the progress settled rounds made, when the goal was reached, and when it was claimed
 * (`completedAt`, set in the transaction that schedules its payment).
 */
export const userQuestMilestones = pgTable(
  'user_quest_milestones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userQuestId: integer()
      .notNull()
      .references(() => userQuests.id, { onDelete: 'cascade' }),
    order: integer().notNull(),
    missionType: text().notNull(),
    goal: bigint({ mode: 'number' }).notNull(),
    coin: text({ enum: ['GC', 'SC'] }).notNull(),
    gameId: integer(),
    rewardPackageId: integer().notNull(),
    rewardGcMinor: bigint({ mode: 'number' }).notNull(),
    rewardScMinor: bigint({ mode: 'number' }).notNull(),
    progress: bigint({ mode: 'number' }).notNull().default(0),
    reachedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_quest_milestones_order').on(table.userQuestId, table.order),
    check('user_quest_milestones_progress', sql`${table.progress} >= 0`),
    check(
      'user_quest_milestones_claimed_when_reached',
      sql`${table.completedAt} IS NULL OR ${table.reachedAt} IS NOT NULL`,
    ),
  ],
);

/**
 * Settled rounds already counted for a player's quest, one row each: a round.settled delivered
 * twice (or written twice) counts once (decision 217). Only rounds of players with a quest
 * running when the round settled are kept, for a week (decision 245).
 */
export const questRounds = pgTable(
  'quest_rounds',
  {
    roundId: text().primaryKey(),
    userId: text().notNull(),
    countedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The retention sweep deletes the oldest rows first (decision 245).
  (table) => [index('quest_rounds_counted_at_idx').on(table.countedAt)],
);
