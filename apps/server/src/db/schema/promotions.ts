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
import { users } from './identity';

/**
 * Promo codes (module promotions, decision 165). `code` is stored in upper case; a player's code
 * is compared the same way. `redeemedCount` counts redemptions against `totalLimit` and is only
 * changed under the row's lock, next to the redemption it counts.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    title: text().notNull(),
    gcAmountMinor: bigint({ mode: 'number' }).notNull(),
    scAmountMinor: bigint({ mode: 'number' }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Null: never ends. */
    endsAt: timestamp({ withTimezone: true }),
    /** Null: no total limit. */
    totalLimit: integer(),
    perPlayerLimit: integer().notNull().default(1),
    redeemedCount: integer().notNull().default(0),
    /** Eligibility: identity verification (KYC) completed. */
    verifiedOnly: boolean().notNull().default(false),
    /** Eligibility: account at most this many days old; null for every player. */
    newPlayersMaxAgeDays: integer(),
    /** Eligibility: the player's country is one of these; null for every country. */
    countryCodes: text().array(),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_key').on(table.code),
    check('promo_codes_code_upper', sql`${table.code} = upper(${table.code})`),
    check(
      'promo_codes_amounts',
      sql`${table.gcAmountMinor} >= 0 AND ${table.scAmountMinor} >= 0 AND ${table.gcAmountMinor} + ${table.scAmountMinor} > 0`,
    ),
    check(
      'promo_codes_window',
      sql`${table.endsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
    check(
      'promo_codes_limits',
      sql`${table.perPlayerLimit} >= 1 AND (${table.totalLimit} IS NULL OR ${table.totalLimit} >= 1)`,
    ),
    check(
      'promo_codes_redeemed_within_limit',
      sql`${table.redeemedCount} >= 0 AND (${table.totalLimit} IS NULL OR ${table.redeemedCount} <= ${table.totalLimit})`,
    ),
  ],
);

/**
 * One row per redemption, never deleted. The unique key (code, player, number) is what makes
 * a player's n-th redemption of a code happen once, even when two arrive together; the reward
 * moves in the ledger under `promo-code:<id>:<coin>`, and `paidAt` is set once it did.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The player's 1st, 2nd, … redemption of this code (up to its per-player limit). */
    playerSeq: integer().notNull(),
    gcAmountMinor: bigint({ mode: 'number' }).notNull(),
    scAmountMinor: bigint({ mode: 'number' }).notNull(),
    redeemedAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promo_redemptions_code_user_seq').on(
      table.promoCodeId,
      table.userId,
      table.playerSeq,
    ),
    index('promo_redemptions_user').on(table.userId),
    check('promo_redemptions_seq', sql`${table.playerSeq} >= 1`),
  ],
);
