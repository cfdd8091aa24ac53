import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonValue } from '#src/db/schema/json-value';

/** Operator settings read by key; only public ones are answered to players. */
export const operatorConfigs = pgTable('operator_configs', {
  key: text().primaryKey(),
  value: jsonValue().notNull(),
  description: text().notNull().default(''),
  isPublic: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
