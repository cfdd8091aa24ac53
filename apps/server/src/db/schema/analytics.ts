import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Client analytics events (games_impression, game_search, lobby_page, …) as they arrive.
 * Append-only; userId is null for guests. Reporting reads them by name and time.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text(),
    name: text().notNull(),
    properties: jsonb().$type<Record<string, string | number | boolean | null>>().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_name_received_idx').on(table.name, table.receivedAt)],
);
