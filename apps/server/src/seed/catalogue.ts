import { STUDIO_BET_LEVELS_MINOR } from '@casino/game-engine';
import { holdAndWinJackpotsMinor } from '@casino/game-hold-and-win';
import { categoryArtUrl, gameThumbnailUrls, labelArtUrl } from '#src/art/art-urls';
import type { TDatabase } from '#src/db/client';
import {
  gameCategoryConnections,
  gameLabelLinks,
  gameLabels,
  gameProviders,
  gameSubCategories,
  games,
} from '#src/db/schema/index';
import { seedLargeCatalogue } from '#src/seed/catalogue-large';
import {
  ENGINE_CATEGORY,
  SEED_CATEGORIES,
  SEED_GAMES,
  SEED_LABELS,
  SEED_PROVIDERS,
  slugify,
  type TSeedGame,
} from '#src/seed/catalogue-data';
import type { TSeedOptions } from '#src/seed/index';
import { sql } from 'drizzle-orm';

const topBet = (levels: readonly number[]) => Math.max(...levels);

/**
 * Hold-and-win titles pay four fixed jackpots (multiples of the bet); the lobby's feed shows the
 * GRAND at the top bet of each coin. Other games have no jackpot.
 */
function jackpotOf(game: TSeedGame) {
  if (game.engine !== 'hold-and-win') {
    return { jackpotType: null, jackpotFeedGcMinor: null, jackpotFeedScMinor: null };
  }
  return {
    jackpotType: 'fixed' as const,
    jackpotFeedGcMinor: holdAndWinJackpotsMinor(topBet(STUDIO_BET_LEVELS_MINOR.GC)).grand,
    jackpotFeedScMinor: holdAndWinJackpotsMinor(topBet(STUDIO_BET_LEVELS_MINOR.SC)).grand,
  };
}

async function upsertIdsBySlug(db: TDatabase) {
  const providers = await db
    .insert(gameProviders)
    .values([...SEED_PROVIDERS])
    .onConflictDoUpdate({ target: gameProviders.slug, set: { name: sql`excluded.name` } })
    .returning({ id: gameProviders.id, slug: gameProviders.slug });
  const categories = await db
    .insert(gameSubCategories)
    .values(
      SEED_CATEGORIES.map((category, index) => ({
        slug: category.slug,
        nameEn: category.name,
        imageUrl: categoryArtUrl(category.slug, 'gc'),
        scImageUrl: categoryArtUrl(category.slug, 'sc'),
        showInHeader: category.showInHeader,
        showInHamburgerMenu: category.showInHamburgerMenu,
        thumbnailType: category.thumbnailType,
        landingKeys: category.landingKeys,
        sortOrder: (index + 1) * 10,
      })),
    )
    .onConflictDoUpdate({
      target: gameSubCategories.slug,
      set: {
        nameEn: sql`excluded.name_en`,
        imageUrl: sql`excluded.image_url`,
        scImageUrl: sql`excluded.sc_image_url`,
        showInHeader: sql`excluded.show_in_header`,
        showInHamburgerMenu: sql`excluded.show_in_hamburger_menu`,
        thumbnailType: sql`excluded.thumbnail_type`,
        landingKeys: sql`excluded.landing_keys`,
        sortOrder: sql`excluded.sort_order`,
      },
    })
    .returning({ id: gameSubCategories.id, slug: gameSubCategories.slug });
  const labels = await db
    .insert(gameLabels)
    .values(
      SEED_LABELS.map((label) => ({
        name: label.name,
        gcStyle: label.gcStyle ? JSON.stringify(label.gcStyle) : null,
        scStyle: label.scStyle ? JSON.stringify(label.scStyle) : null,
        iconSrc: label.iconSlug ? labelArtUrl(label.iconSlug) : null,
      })),
    )
    .onConflictDoUpdate({
      target: gameLabels.name,
      set: {
        gcStyle: sql`excluded.gc_style`,
        scStyle: sql`excluded.sc_style`,
        iconSrc: sql`excluded.icon_src`,
      },
    })
    .returning({ id: gameLabels.id, name: gameLabels.name });
  return {
    providerIds: new Map(providers.map((row) => [row.slug, row.id])),
    categoryIds: new Map(categories.map((row) => [row.slug, row.id])),
    labelIds: new Map(labels.map((row) => [row.name, row.id])),
  };
}

function requireId(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Catalogue seed refers to unknown ${key}`);
  return id;
}

/**
 * The demo catalogue: providers, labels, categories and games, upserted by natural key (slug,
 * label name, game identifier).
 */
export async function seedCatalogue(db: TDatabase, options: TSeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await upsertIdsBySlug(tx);
    const gameRows = await tx
      .insert(games)
      .values(
        SEED_GAMES.map((game) => {
          const identifier = slugify(game.name);
          return {
            identifier,
            name: game.name,
            providerId: requireId(ids.providerIds, game.provider),
            primarySubCategoryId: requireId(ids.categoryIds, ENGINE_CATEGORY[game.engine]),
            engineKey: game.engine,
            variantKey: game.variant ?? null,
            artTheme: game.theme,
            ...gameThumbnailUrls(identifier),
            ...jackpotOf(game),
          };
        }),
      )
      .onConflictDoUpdate({
        target: games.identifier,
        set: {
          name: sql`excluded.name`,
          providerId: sql`excluded.provider_id`,
          primarySubCategoryId: sql`excluded.primary_sub_category_id`,
          engineKey: sql`excluded.engine_key`,
          variantKey: sql`excluded.variant_key`,
          artTheme: sql`excluded.art_theme`,
          thumbnailShortUrl: sql`excluded.thumbnail_short_url`,
          thumbnailShortHrUrl: sql`excluded.thumbnail_short_hr_url`,
          thumbnailLongUrl: sql`excluded.thumbnail_long_url`,
          thumbnailLongHrUrl: sql`excluded.thumbnail_long_hr_url`,
          jackpotType: sql`excluded.jackpot_type`,
          jackpotFeedGcMinor: sql`excluded.jackpot_feed_gc_minor`,
          jackpotFeedScMinor: sql`excluded.jackpot_feed_sc_minor`,
        },
      })
      .returning({ id: games.id, identifier: games.identifier });
    const gameIds = new Map(gameRows.map((row) => [row.identifier, row.id]));

    const connections = SEED_GAMES.flatMap((game, index) => {
      const gameId = requireId(gameIds, slugify(game.name));
      const slugs = [ENGINE_CATEGORY[game.engine], ...(game.also ?? [])];
      return slugs.map((slug) => ({
        gameId,
        subCategoryId: requireId(ids.categoryIds, slug),
        sortOrder: index,
      }));
    });
    await tx
      .insert(gameCategoryConnections)
      .values(connections)
      .onConflictDoUpdate({
        target: [gameCategoryConnections.gameId, gameCategoryConnections.subCategoryId],
        set: { sortOrder: sql`excluded.sort_order` },
      });

    const labelLinks = SEED_GAMES.flatMap((game) =>
      (game.labels ?? []).map((label) => ({
        gameId: requireId(gameIds, slugify(game.name)),
        labelId: requireId(ids.labelIds, label),
      })),
    );
    await tx.insert(gameLabelLinks).values(labelLinks).onConflictDoNothing();

    if (options.largeGameCount > 0) {
      await seedLargeCatalogue(tx, options.largeGameCount, ids);
    }
  });
  // PGlite has no autovacuum to gather statistics; without them the planner scans every game
  // instead of using the trigram and category indexes.
  await db.execute(
    sql`analyze games, game_category_connections, game_sub_categories, game_label_links`,
  );
  options.logger.info(
    { games: SEED_GAMES.length, generatedGames: options.largeGameCount },
    'catalogue seeded',
  );
}
