import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** CMS pages and links. Content is stored already sanitised (see modules/cms/sanitise-html). */
export const cmsPages = pgTable('cms_pages', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  titleEn: text().notNull(),
  /** 1 internal page, 2 external link, 3 footer block (spec numbering). */
  cmsType: integer().notNull(),
  targetUrl: text(),
  showInMenu: boolean().notNull().default(false),
  contentEn: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
