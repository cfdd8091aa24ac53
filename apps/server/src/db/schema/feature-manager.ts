import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The feature manager's sequence (engagement §4): one row per feature type of
 * FEATURE_MANAGER_FEATURE_TYPES (@casino/contracts), lower sort order first.
 */
export const featureManagerOrder = pgTable('feature_manager_order', {
  featureType: text().primaryKey(),
  sortOrder: integer().notNull(),
  refetchOnCoinChange: boolean().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
