import type { TGameArtShape } from '@casino/contracts';
import { notFound } from '#src/lib/errors';
import { drawCategoryIcon, drawLabelIcon } from '#src/modules/catalogue/art/category-icon';
import { drawGameTile } from '#src/modules/catalogue/art/game-tile';
import type { TCatalogueGamesRepository } from '#src/modules/catalogue/catalogue-games.repository';

/** Drawn tiles kept in memory; art is deterministic, so a cached copy is always right. */
const CACHE_ENTRIES_MAX = 2_000;

export function createCatalogueArtService(deps: { games: TCatalogueGamesRepository }) {
  const cache = new Map<string, string>();

  function remember(key: string, svg: string): string {
    if (cache.size >= CACHE_ENTRIES_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, svg);
    return svg;
  }

  return {
    /** Raises NotFoundError for an identifier that is not in the catalogue. */
    async getGameTile(identifier: string, shape: TGameArtShape): Promise<string> {
      const key = `game:${identifier}:${shape}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const subject = await deps.games.findArtSubject(identifier);
      if (!subject) throw notFound(`No game ${identifier}`);
      return remember(key, drawGameTile({ identifier, ...subject }, shape));
    },

    getCategoryIcon(slug: string, theme: 'gc' | 'sc'): string {
      return drawCategoryIcon(slug, theme);
    },

    /** Raises NotFoundError for a label without an icon. */
    getLabelIcon(slug: string): string {
      const svg = drawLabelIcon(slug);
      if (!svg) throw notFound(`No label icon ${slug}`);
      return svg;
    },
  };
}
export type TCatalogueArtService = ReturnType<typeof createCatalogueArtService>;
