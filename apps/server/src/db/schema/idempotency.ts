import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of value-moving routes (decision 144): the first answer of a key, scoped
 * to the caller and the route, replayed to a repeat. `state` is 'pending' while the first
 * request runs; only a completed answer (2xx) is kept as final, for IDEMPOTENCY_RETENTION_HOURS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: a user id, or 'anonymous' for a public route. */
    scope: text().notNull(),
    /** Method and route pattern, e.g. 'POST /api/admin/ledger/corrections'. */
    route: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    state: text({ enum: ['pending', 'completed'] }).notNull(),
    responseStatus: integer(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.route, table.key] }),
    // The retention sweep deletes the oldest keys first.
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);
