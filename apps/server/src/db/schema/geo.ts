import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Countries for the chooser; only supported ones are offered. Currency follows the country. */
export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
  currencyCode: text().notNull(),
  isSupported: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
});

/** Territories (states, provinces): legal age, exclusion and prize cap per territory. */
export const territories = pgTable(
  'territories',
  {
    /** "US-NJ" */
    key: text().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    /** "NJ" */
    code: text().notNull(),
    name: text().notNull(),
    legalAge: integer().notNull().default(18),
    isExcluded: boolean().notNull().default(false),
    /** Highest prize value one redemption may pay there, minor units; null for no cap. */
    prizeCapMinor: bigint({ mode: 'number' }),
  },
  (table) => [index('territories_country').on(table.countryCode)],
);
