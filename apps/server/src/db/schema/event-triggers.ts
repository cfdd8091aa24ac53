import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * An operator's event trigger and its benefit (module event-triggers, decision 119). The
 * benefit is stored whole as the operator sent it (checked by ZOperatorBenefit); its key and
 * type are columns too, for the player's calls that name them.
 */
export const eventTriggers = pgTable(
  'event_triggers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    triggerKey: text({ enum: ['AFTER_LOGIN', 'AFTER_PROMO_CODE'] }).notNull(),
    /** AFTER_PROMO_CODE: the code (upper case) whose redemption starts it. */
    promoCode: text(),
    benefitKey: text().notNull(),
    benefitType: text().notNull(),
    benefit: jsonb().notNull(),
    weight: integer().notNull(),
    /** -1: unlimited. */
    usesPerUserLimit: integer().notNull(),
    /** Null: the popup has no countdown. */
    durationSeconds: integer(),
    purchaseCooldown: integer().notNull(),
    hideWidgetTimer: boolean().notNull(),
    coinMode: text({ enum: ['all', 'gc', 'sc'] }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    isActive: boolean().notNull(),
    updatedBy: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('event_triggers_benefit_key').on(table.benefitKey),
    index('event_triggers_trigger_key').on(table.triggerKey),
    check('event_triggers_window', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'event_triggers_uses_limit',
      sql`${table.usesPerUserLimit} = -1 OR ${table.usesPerUserLimit} >= 1`,
    ),
  ],
);

/**
 * One event of a trigger for one player: open until used (a gift or free package claimed, a
 * message acknowledged) or expired. At most one open event per player and trigger; the used
 * ones count against the trigger's usesPerUserLimit. A gift's `closedAt` is set in the
 * transaction that schedules its payment, so it is paid once.
 */
export const userEventTriggers = pgTable(
  'user_event_triggers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventTriggerId: integer()
      .notNull()
      .references(() => eventTriggers.id, { onDelete: 'restrict' }),
    /** Granted by an operator (a personal gift) rather than started by a trigger key. */
    isPersonalGift: boolean().notNull().default(false),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by start-timer; null while the countdown has not started. */
    expiredAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    outcome: text({ enum: ['used', 'expired'] }),
    gcPaidMinor: bigint({ mode: 'number' }),
    scPaidMinor: bigint({ mode: 'number' }),
    /**
     * A wheel of fortune's server seed (decision 200): drawn when the event opens, its SHA-256
     * hash shown to the player before the spin, revealed with the spin's answer.
     */
    wheelServerSeed: text(),
    /** The client seed the spin was drawn with; null until spun. */
    wheelClientSeed: text(),
    /** The slice the spin drew (from 0); null until spun. */
    winnerSlice: integer(),
    /**
     * A rolling offer's step on offer (decision 214): how many of its packages were taken, in
     * order; the event closes as used when the last one is taken.
     */
    rollingStep: integer().notNull().default(0),
    /**
     * A priced wheel of fortune (decision 221): the purchase (merchantRefNum) of the wheel's
     * store package that made its spin available; null while not bought, and for free wheels.
     */
    wheelPurchaseRef: text(),
  },
  (table) => [
    uniqueIndex('user_event_triggers_one_open')
      .on(table.userId, table.eventTriggerId)
      .where(sql`${table.closedAt} IS NULL`),
    index('user_event_triggers_user').on(table.userId, table.eventTriggerId),
    uniqueIndex('user_event_triggers_wheel_purchase').on(table.wheelPurchaseRef),
    check(
      'user_event_triggers_closed',
      sql`(${table.closedAt} IS NULL) = (${table.outcome} IS NULL)`,
    ),
    check('user_event_triggers_winner_slice', sql`${table.winnerSlice} >= 0`),
    check('user_event_triggers_rolling_step', sql`${table.rollingStep} >= 0`),
  ],
);
