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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Redemption requests (module redemption, decision 180). The SC of a request is held in the
 * ledger's pending_redemptions account from the moment the row exists (both commit in one
 * transaction); `status` changes only by a conditional update in the transaction of the ledger
 * move it goes with, so cancel, reject, approve and payout each win at most once.
 */
export const redeemRequests = pgTable(
  'redeem_requests',
  {
    id: uuid().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id),
    method: text().notNull(),
    /** The player's payment method at the provider (a linked bank account's uniqueUpoId). */
    userPmId: text(),
    /** Where a Skrill or Interac payout goes (decision 138); null for bank and payouts. */
    payoutEmail: text(),
    /** The Interac recipient's name. */
    payoutName: text(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    feeMinor: bigint({ mode: 'number' }).notNull(),
    /** What the provider pays, in hundredths of payoutCurrencyCode, fixed when the request is made. */
    payoutAmountMinor: bigint({ mode: 'number' }).notNull(),
    payoutCurrencyCode: text().notNull().default('USD'),
    status: text().notNull().default('pending'),
    acknowledged: boolean().notNull().default(true),
    reason: text(),
    /** The payout provider's id once approved. */
    payoutId: text(),
    decidedBy: text(),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    /** While in activation: when the expiry job returns the SC (decision 199). */
    activationExpiresAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('redeem_requests_user').on(table.userId, table.createdAt),
    index('redeem_requests_status').on(table.status, table.createdAt),
    check(
      'redeem_requests_status_known',
      sql`${table.status} IN ('activation', 'pending', 'approved', 'paid', 'rejected', 'canceled', 'expired')`,
    ),
    check(
      'redeem_requests_amounts',
      sql`${table.amountMinor} > 0 AND ${table.feeMinor} >= 0 AND ${table.feeMinor} < ${table.amountMinor}`,
    ),
    check(
      'redeem_requests_method_known',
      sql`${table.method} IN ('bank', 'payouts', 'skrill', 'interac', 'card')`,
    ),
    check('redeem_requests_pm_length', sql`length(${table.userPmId}) <= 64`),
    check(
      'redeem_requests_destination',
      sql`CASE WHEN ${table.method} IN ('skrill', 'interac') THEN ${table.payoutEmail} IS NOT NULL AND length(${table.payoutEmail}) <= 254 ELSE ${table.userPmId} IS NOT NULL END`,
    ),
    check('redeem_requests_payout_name_length', sql`length(${table.payoutName}) <= 80`),
    check(
      'redeem_requests_payout',
      sql`${table.payoutAmountMinor} > 0 AND ${table.payoutCurrencyCode} IN ('USD', 'CAD')`,
    ),
    check('redeem_requests_reason_length', sql`length(${table.reason}) <= 500`),
  ],
);

/**
 * The code by text a request in activation waits for (decision 198): only its keyed hash is
 * kept, never the code. The row goes when the code is confirmed or the request leaves
 * activation; `failedAttempts` counts wrong codes of the current code, `sendCount` every code sent.
 */
export const redeemOtpChallenges = pgTable(
  'redeem_otp_challenges',
  {
    redeemRequestId: uuid()
      .primaryKey()
      .references(() => redeemRequests.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    failedAttempts: integer().notNull().default(0),
    sendCount: integer().notNull().default(1),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'redeem_otp_challenges_counts',
      sql`${table.failedAttempts} >= 0 AND ${table.sendCount} >= 1`,
    ),
  ],
);
