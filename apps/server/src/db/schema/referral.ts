import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A player's personal invite code (module referral), made on the first by-referrer read. */
export const referralCodes = pgTable('referral_codes', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  code: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Addresses and devices a player was seen on (decision 167): the sign-up's IP address and
 * browser id, and the address of each invite-link read. A new account seen on a value another
 * account already has is a second account: its referral never pays.
 */
export const referralFingerprints = pgTable(
  'referral_fingerprints',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text({ enum: ['ip', 'device'] }).notNull(),
    value: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.value] }),
    index('referral_fingerprints_kind_value').on(table.kind, table.value),
  ],
);

/**
 * A friend who signed up through an invite link: one row per friend. `refused` rows never pay
 * (self-referral or a second account, with the reason); `pending` rows count the friend's GC
 * play until it reaches the qualifying amount, then become `qualified` with their bonus row.
 * The amounts are the operator's at the friend's sign-up, so the delivery transaction of a
 * settled round reads nothing else.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    referrerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    friendId: text()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text({ enum: ['pending', 'qualified', 'refused'] }).notNull(),
    refusedReason: text({ enum: ['self_referral', 'second_account'] }),
    playedGcMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** The offer when the friend signed up: GC to play, and the referrer's bonus. */
    qualifyingPlayGcMinor: bigint({ mode: 'number' }).notNull(),
    bonusGcMinor: bigint({ mode: 'number' }).notNull(),
    bonusScMinor: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    qualifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('referrals_referrer').on(table.referrerId, table.createdAt)],
);

/** The bonus a qualified friend earns the referrer; claimed once (`claimedAt`). */
export const referralBonuses = pgTable(
  'referral_bonuses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referralId: bigint({ mode: 'number' })
      .notNull()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    referrerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gcAmountMinor: bigint({ mode: 'number' }).notNull(),
    scAmountMinor: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('referral_bonuses_referral').on(table.referralId),
    index('referral_bonuses_referrer').on(table.referrerId, table.createdAt),
  ],
);

/** Published terms of service (module terms); the newest version is the one in force. */
export const termsVersions = pgTable('terms_versions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  version: integer().notNull().unique(),
  title: text().notNull(),
  summary: text().notNull(),
  /** Whether players who accepted an older version must accept this one before playing. */
  requiresAcceptance: boolean().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row per player and accepted version, with the time; never updated. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    termsId: integer()
      .notNull()
      .references(() => termsVersions.id, { onDelete: 'restrict' }),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.termsId] })],
);
