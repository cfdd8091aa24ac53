import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Durable consumers of domain events (decision 150). Each server process registers the
 * consumers it runs at start; an event written to the outbox fans out to one row per consumer
 * subscribed to it, so a consumer's failure never redelivers to the others. An event's batch
 * consumers are subscribed as one, their group (decision 227), which hands a failing member
 * rows of its own.
 */
export const outboxSubscriptions = pgTable(
  'outbox_subscriptions',
  {
    consumer: text().notNull(),
    eventName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventName, table.consumer] })],
);

/**
 * Events waiting for delivery, one row per consumer (or batch group), written in the same
 * transaction as the change they describe and deleted in the transaction that hands them over.
 * `availableAt` is both the retry time and the lease of a claim; `attempts` counts claims and
 * fences them.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    consumer: text().notNull(),
    eventName: text().notNull(),
    /** What consumers deduplicate by: the round id of round.settled, the transfer id of wallet.changed. */
    eventKey: text().notNull(),
    payload: jsonb().notNull(),
    attempts: integer().notNull().default(0),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_events_due').on(table.consumer, table.availableAt)],
);
