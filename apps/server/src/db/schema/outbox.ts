import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept locally when no SMTP_URL is set; the dev outbox page shows it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial().primaryKey(),
  toAddress: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Text messages of the sandbox SMS provider. */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial().primaryKey(),
  toNumber: text().notNull(),
  text: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
