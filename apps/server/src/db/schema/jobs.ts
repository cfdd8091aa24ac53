import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Scheduled work (decision 190): one row per job to run at `runAt`, written in the transaction
 * that decides it and deleted in the transaction that runs it. `(name, jobKey)` is unique, so
 * scheduling the same job twice keeps one row. `runAt` is both the due time and the lease of a
 * claim; `attempts` counts claims and fences them. A job that used its handler's attempts stays
 * with `failedAt` set for an operator to look at.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    jobKey: text().notNull(),
    payload: jsonb().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_name_key').on(table.name, table.jobKey),
    index('jobs_due').on(table.runAt),
  ],
);
