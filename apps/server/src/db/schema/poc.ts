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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { redeemRequests } from './redemption';

/**
 * A card-ownership check (module poc, decision 135): one attempt to show the provider a photo of
 * the card a player bought with, before a redemption is paid. Each attempt is its own row and its
 * own applicant at the identity-check provider (external user id `poc-<id>`). Status moves one
 * way: required → inProgress → pending → success | failed, each by a conditional UPDATE.
 */
export const pocSessions = pgTable(
  'poc_sessions',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemRequestId: uuid().references(() => redeemRequests.id, { onDelete: 'restrict' }),
    /** The last four digits of the card to show. */
    cardNumberEnding: text().notNull(),
    requestReason: text({ enum: ['redemption'] }).notNull(),
    attemptNumber: integer().notNull(),
    status: text({ enum: ['required', 'inProgress', 'pending', 'success', 'failed'] }).notNull(),
    failureType: text({ enum: ['retry', 'final', 'reached_max_attempt'] }),
    /** The provider's applicant; null until the first access token. */
    applicantId: text().unique(),
    redemptionAmountMinor: bigint({ mode: 'number' }),
    seenByUser: boolean().notNull().default(false),
    failureNoticed: boolean().notNull().default(false),
    successNoticed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('poc_sessions_user_created').on(table.userId, table.createdAt),
    uniqueIndex('poc_sessions_redeem_attempt').on(table.redeemRequestId, table.attemptNumber),
    check('poc_sessions_ending', sql`${table.cardNumberEnding} ~ '^[0-9]{4}$'`),
    check('poc_sessions_attempt', sql`${table.attemptNumber} >= 1`),
    check(
      'poc_sessions_failure',
      sql`(${table.status} = 'failed') = (${table.failureType} IS NOT NULL)`,
    ),
  ],
);
