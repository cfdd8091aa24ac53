import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonValue } from '#src/db/schema/json-value';

/** The operator's current value per flag; kinds and defaults live in @casino/contracts. */
export const featureFlags = pgTable('feature_flags', {
  key: text().primaryKey(),
  value: jsonValue().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Per-player values that win over the operator's (beta groups, support switches). */
export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    /** Identity user id; no foreign key so flags do not depend on the identity tables. */
    userId: text().notNull(),
    key: text()
      .notNull()
      .references(() => featureFlags.key, { onDelete: 'cascade' }),
    value: jsonValue().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
