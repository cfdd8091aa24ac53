import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A player's applicant at the identity-check provider (module kyc, decision 187). The player's
 * kycStatus stays on player_profiles; this row holds the provider's side: which applicant, what
 * asked for the check, and the last review. Documents stay with the provider.
 */
export const kycApplicants = pgTable(
  'kyc_applicants',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the provider has made the applicant (first access token). */
    applicantId: text().unique(),
    levelName: text().notNull(),
    /** What asked for the check: redemption, purchase, profile or payments-frame. */
    trigger: text({ enum: ['redemption', 'purchase', 'profile', 'payments-frame'] }).notNull(),
    /** The provider's review: init (uploading), pending (submitted), completed (answered). */
    reviewStatus: text({ enum: ['init', 'pending', 'completed'] })
      .notNull()
      .default('init'),
    reviewAnswer: text({ enum: ['GREEN', 'RED'] }),
    /** RED reviews: RETRY lets the player upload again, FINAL does not. */
    rejectType: text({ enum: ['RETRY', 'FINAL'] }),
    attemptCount: integer().notNull().default(0),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'kyc_applicants_answer',
      sql`(${table.reviewStatus} = 'completed') = (${table.reviewAnswer} IS NOT NULL)`,
    ),
  ],
);

/** Provider notifications seen, by event id: a redelivery is acknowledged and changes nothing. */
export const kycWebhookEvents = pgTable('kyc_webhook_events', {
  eventId: text().primaryKey(),
  eventType: text().notNull(),
  applicantId: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** KYC reporting (payments §7): impressions of the intro and identity-check interactions. */
export const kycReports = pgTable(
  'kyc_reports',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['impression', 'interaction'] }).notNull(),
    trigger: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kyc_reports_user_id').on(table.userId, table.createdAt)],
);
