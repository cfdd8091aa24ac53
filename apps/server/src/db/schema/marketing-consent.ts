import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const marketingConsents = pgTable('marketing_consents', {
  id: serial().primaryKey(),
  /** Natural key for seeding and reports. */
  code: text().notNull().unique(),
  text: text().notNull(),
  /** Lists the consent appears in: general, sign_up, phone_verification. */
  placements: text()
    .array()
    .notNull()
    .default(sql`'{general}'::text[]`),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

/**
 * Every answer a player gives, never updated: the latest per consent is the current choice and
 * the history is the evidence of consent that marketing law asks for.
 */
export const marketingConsentAnswers = pgTable(
  'marketing_consent_answers',
  {
    id: serial().primaryKey(),
    /** Identity user id; no foreign key yet (the users table belongs to identity). */
    userId: text().notNull(),
    consentId: integer()
      .notNull()
      .references(() => marketingConsents.id),
    isAccepted: boolean().notNull(),
    referrer: text().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('marketing_consent_answers_user_consent').on(
      table.userId,
      table.consentId,
      table.answeredAt,
    ),
  ],
);
