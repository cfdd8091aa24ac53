import { sql } from 'drizzle-orm';
import type { TGameEngineKey } from '@casino/contracts';
import { GAME_ENGINE_KEYS } from '@casino/contracts';
import type { TExecutor } from '#src/db/client';
import { gameCategoryConnections, games } from '#src/db/schema/index';
import { gameThumbnailUrls } from '#src/art/art-urls';
import { ENGINE_CATEGORY, ENGINE_VARIANT_KEYS } from '#src/seed/catalogue-data';

const ADJECTIVES = [
  'Golden',
  'Royal',
  'Midnight',
  'Lucky',
  'Velvet',
  'Crystal',
  'Emerald',
  'Sapphire',
  'Ruby',
  'Gilded',
  'Starlit',
  'Mystic',
  'Blazing',
  'Silver',
  'Majestic',
  'Radiant',
  'Wild',
  'Grand',
  'Shimmering',
  'Imperial',
  'Electric',
  'Frosted',
  'Hidden',
  'Glittering',
  'Twilight',
  'Moonlit',
  'Jade',
  'Amber',
  'Onyx',
  'Regal',
  'Dazzling',
  'Cosmic',
  'Opal',
  'Topaz',
  'Scarlet',
  'Diamond',
  'Neon',
  'Fiery',
  'Noble',
  'Lavish',
];
const NOUNS = [
  'Crowns',
  'Jewels',
  'Sevens',
  'Cherries',
  'Vault',
  'Treasury',
  'Empress',
  'Kingdom',
  'Fortune',
  'Riches',
  'Palace',
  'Gems',
  'Coins',
  'Lanterns',
  'Pearls',
  'Spins',
  'Reels',
  'Nights',
  'Carousel',
  'Bells',
  'Dragons',
  'Tigers',
  'Owls',
  'Phoenix',
  'Stars',
  'Orchids',
  'Tides',
  'Citadel',
  'Harvest',
  'Mirage',
  'Galaxy',
  'Express',
  'Bonanza',
  'Jackpots',
  'Chalice',
  'Scepter',
  'Meadow',
  'Lagoon',
  'Comet',
  'Aces',
];
const EDITIONS = ['', 'Deluxe', 'Gold', 'Link', 'Ways', 'Megadrop'];
const THEMES = ['crown', 'gems', 'fruit', 'sevens', 'coins', 'night', 'pearl', 'cards'];
const BATCH_SIZE = 500;

/** The n-th generated title: adjective × noun × edition, unique for n below 9,600. */
function generatedTitle(index: number): string {
  const adjective = ADJECTIVES[index % ADJECTIVES.length] ?? 'Golden';
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length] ?? 'Crowns';
  const edition =
    EDITIONS[Math.floor(index / (ADJECTIVES.length * NOUNS.length)) % EDITIONS.length];
  const round = Math.floor(index / (ADJECTIVES.length * NOUNS.length * EDITIONS.length));
  return [adjective, noun, edition, round > 0 ? String(round + 1) : ''].filter(Boolean).join(' ');
}

function variantFor(engine: TGameEngineKey, index: number): string | null {
  const keys = ENGINE_VARIANT_KEYS[engine];
  return keys ? (keys[index % keys.length] ?? null) : null;
}

/**
 * Adds `count` generated games (identifiers gen-<n>-…) for load tests, in batches. Re-running
 * skips the ones already there, so the catalogue stays at the largest count asked for.
 */
export async function seedLargeCatalogue(
  db: TExecutor,
  count: number,
  ids: { providerIds: Map<string, number>; categoryIds: Map<string, number> },
): Promise<void> {
  const providerIds = [...ids.providerIds.values()];
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const batch = [];
    for (let index = start; index < Math.min(start + BATCH_SIZE, count); index += 1) {
      const engine: TGameEngineKey =
        GAME_ENGINE_KEYS[index % GAME_ENGINE_KEYS.length] ?? 'video-5x3';
      const identifier = `gen-${index + 1}`;
      const categoryId = ids.categoryIds.get(ENGINE_CATEGORY[engine]);
      const providerId = providerIds[index % providerIds.length];
      if (categoryId === undefined || providerId === undefined) {
        throw new Error('Seed the demo catalogue before generated games');
      }
      batch.push({
        identifier,
        name: generatedTitle(index),
        providerId,
        primarySubCategoryId: categoryId,
        engineKey: engine,
        variantKey: variantFor(engine, index),
        artTheme: THEMES[index % THEMES.length] ?? 'crown',
        ...gameThumbnailUrls(identifier),
      });
    }
    const inserted = await db
      .insert(games)
      .values(batch)
      .onConflictDoNothing({ target: games.identifier })
      .returning({ id: games.id, primarySubCategoryId: games.primarySubCategoryId });
    if (inserted.length === 0) continue;
    await db
      .insert(gameCategoryConnections)
      .values(
        inserted.map((row) => ({
          gameId: row.id,
          subCategoryId: row.primarySubCategoryId,
          sortOrder: sql`1000 + ${row.id}`,
        })),
      )
      .onConflictDoNothing();
  }
}
