import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Hero banners per page key (lobby_cc, lobby_sc, landing); art is generated from artKey. */
export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    pageKey: text({ enum: ['lobby_cc', 'lobby_sc', 'landing'] }).notNull(),
    title: text().notNull(),
    subtitle: text(),
    ctaText: text(),
    ctaAction: text({ enum: ['sign_up', 'dialog', 'link'] }),
    ctaTarget: text(),
    /** Campaign key matched against utm_promo; null for evergreen banners. */
    promoKey: text(),
    artKey: text().notNull(),
    hasAnimation: boolean().notNull().default(true),
    /** Coin themes the banner shows in (GC, SC); both by default. */
    themes: text()
      .array()
      .notNull()
      .default(sql`'{GC,SC}'::text[]`),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('banners_page_order').on(table.pageKey, table.sortOrder)],
);
