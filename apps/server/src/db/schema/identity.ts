import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Identity tables. `users`, `sessions`, `auth_accounts` and `auth_verifications` carry the
 * columns better-auth's Drizzle adapter expects (same TS keys as its models); the columns after
 * them are ours and have defaults, so better-auth's inserts never need to know about them.
 * `users.id` is the stable uid the spec calls firebaseUid.
 */
export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** active | inactive (operator lock) | selfExcluded (player or operator, until a date or indefinite). */
  accountState: text({ enum: ['active', 'inactive', 'selfExcluded'] })
    .notNull()
    .default('active'),
  /** End of a self-exclusion or break; null with selfExcluded means indefinite. */
  selfExcludedUntil: timestamp({ withTimezone: true }),
  /** Set by the first third-party sign-in, cleared by the apiLogin that reports firstLogin. */
  isThirdPartyFirstLoginPending: boolean().notNull().default(false),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_accounts_user_id').on(table.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_verifications_identifier').on(table.identifier)],
);

/** Fixed-window counters for auth rate limits (per account and per IP), shared by every process. */
export const authAttempts = pgTable('auth_attempts', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});
