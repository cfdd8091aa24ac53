import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const gameProviders = pgTable('game_providers', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

export const gameSubCategories = pgTable('game_sub_categories', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  imageUrl: text().notNull(),
  scImageUrl: text().notNull(),
  showInHeader: boolean().notNull().default(true),
  showInHamburgerMenu: boolean().notNull().default(true),
  thumbnailType: text({ enum: ['long', 'short'] })
    .notNull()
    .default('short'),
  /** Landing variants this category is picked for; a landing key that tags no category shows all. */
  landingKeys: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const games = pgTable(
  'games',
  {
    id: serial().primaryKey(),
    identifier: text().notNull(),
    name: text().notNull(),
    providerId: integer()
      .notNull()
      .references(() => gameProviders.id),
    /** The category the game belongs to first; it may appear in others through connections. */
    primarySubCategoryId: integer()
      .notNull()
      .references(() => gameSubCategories.id),
    /** Which game engine plays it (a studio game key); null until the game is playable. */
    engineKey: text(),
    /** The engine's themed title it plays (paytable and art), e.g. 'frozen-gems-fall'. */
    variantKey: text(),
    /** Motif of the generated tile art (fruit, gems, crown…); see catalogue/art. */
    artTheme: text().notNull().default('crown'),
    /** Tile art for screens of normal density (spec: thumbnails); Hr for high-density ones. */
    thumbnailShortUrl: text().notNull(),
    thumbnailShortHrUrl: text().notNull(),
    thumbnailLongUrl: text().notNull(),
    thumbnailLongHrUrl: text().notNull(),
    jackpotType: text(),
    jackpotFeedGcMinor: bigint({ mode: 'number' }),
    jackpotFeedScMinor: bigint({ mode: 'number' }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_identifier_unique').on(table.identifier),
    index('games_name_trgm').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

export const gameCategoryConnections = pgTable(
  'game_category_connections',
  {
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    subCategoryId: integer()
      .notNull()
      .references(() => gameSubCategories.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.subCategoryId] }),
    // Matches the category order (sort order, then game id) so a page is an ordered index scan.
    index('game_category_connections_category_order_game').on(
      table.subCategoryId,
      table.sortOrder,
      table.gameId,
    ),
  ],
);

export const gameLabels = pgTable('game_labels', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  /** Tag labels carry a style per coin theme; icon labels carry an icon instead. */
  gcStyle: text(),
  scStyle: text(),
  iconSrc: text(),
});

export const gameLabelLinks = pgTable(
  'game_label_links',
  {
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    labelId: integer()
      .notNull()
      .references(() => gameLabels.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.labelId] })],
);
