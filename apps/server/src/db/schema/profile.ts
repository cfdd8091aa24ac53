import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** The player profile of §3; one row per user, created at sign-up. */
export const playerProfiles = pgTable('player_profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The address form's title (Mr., Ms., Other); none until the player gives one. */
  title: text({ enum: ['Mr.', 'Ms.', 'Other'] }),
  firstName: text(),
  lastName: text(),
  phone: text().unique(),
  phoneVerified: boolean().notNull().default(false),
  dateOfBirth: date({ mode: 'string' }),
  address: text(),
  city: text(),
  zipCode: text(),
  /** ISO country and territory (state) codes; from geo at sign-up, or chosen by the player. */
  countryCode: text(),
  territoryCode: text(),
  /** Follows the country until the first wallet use; fixed after (see decision 041). */
  currencyCode: text().notNull().default('USD'),
  language: text().notNull().default('EN'),
  isCountrySetByUser: boolean().notNull().default(false),
  isOnboardingCompleted: boolean().notNull().default(false),
  finishedCoinBackTutorial: boolean().notNull().default(false),
  finishedLoyaltyTutorial: boolean().notNull().default(false),
  kycStatus: text({ enum: ['notStarted', 'requested', 'completed'] })
    .notNull()
    .default('notStarted'),
  signUpIp: text(),
  lastLoginIp: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Phone verification processes: one open code per user, hashed, with attempts counted. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    codeHash: text().notNull(),
    attemptCount: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_verifications_user_id').on(table.userId)],
);
