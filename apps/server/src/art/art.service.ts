import type { TGameArtShape, TGetBannerArtParams } from '@casino/contracts';
import { notFound } from '#src/lib/errors';
import { ownEntry } from '#src/lib/own-entry';
import { categoryArtKey, gameArtKey, labelArtKey } from '#src/art/art-urls';
import { readRaster } from '#src/art/raster-art';
import { BANNER_ART } from '#src/art/banners/banner-art-catalogue';
import { renderBannerMotionSvg, renderBannerSvg } from '#src/art/banners/banner-svg';
import { drawCategoryIcon, drawLabelIcon } from '#src/art/tiles/category-icon';
import { drawGameTile } from '#src/art/tiles/game-tile';
import type { TCatalogueService } from '#src/modules/catalogue/catalogue.service';

/** Drawn tiles kept in memory; a drawing depends only on what its key names. */
const CACHE_ENTRIES_MAX = 2_000;

/**
 * Generated pictures: game tiles, category and label icons, banner art. Drawing is pure; the
 * only data read is what a game's tile shows, asked of the catalogue.
 */
export function createArtService(deps: { catalogue: Pick<TCatalogueService, 'findArtSubject'> }) {
  const cache = new Map<string, string>();

  function remember(key: string, svg: string): string {
    if (cache.size >= CACHE_ENTRIES_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, svg);
    return svg;
  }

  /**
   * Raises NotFoundError for an identifier that is not in the catalogue. The drawing is kept per
   * what the tile shows, so a renamed game is drawn again.
   */
  async function getGameTile(identifier: string, shape: TGameArtShape): Promise<string> {
    const subject = await deps.catalogue.findArtSubject(identifier);
    if (!subject) throw notFound(`No game ${identifier}`);
    const key = JSON.stringify([
      identifier,
      shape,
      subject.name,
      subject.engineKey,
      subject.artTheme,
    ]);
    return cache.get(key) ?? remember(key, drawGameTile({ identifier, ...subject }, shape));
  }

  /** Raises NotFoundError for a label without an icon. */
  function getLabelIcon(slug: string): string {
    const svg = drawLabelIcon(slug);
    if (!svg) throw notFound(`No label icon ${slug}`);
    return svg;
  }

  return {
    getGameTile,
    /**
     * The tile's WebP at the drawing's size or at `width`, or null when it has none or its
     * drawing changed since it was rendered (a renamed game). Raises NotFoundError for an
     * identifier that is not in the catalogue.
     */
    async getGameRaster(
      identifier: string,
      shape: TGameArtShape,
      width?: number,
    ): Promise<Buffer | null> {
      const svg = await getGameTile(identifier, shape);
      return readRaster(gameArtKey(identifier, shape), svg, width);
    },

    getCategoryIcon(slug: string, theme: 'gc' | 'sc'): string {
      return drawCategoryIcon(slug, theme);
    },

    getCategoryRaster(slug: string, theme: 'gc' | 'sc'): Buffer | null {
      return readRaster(categoryArtKey(slug, theme), drawCategoryIcon(slug, theme));
    },

    getLabelIcon,

    /** Raises NotFoundError for a label without an icon. */
    getLabelRaster(slug: string): Buffer | null {
      return readRaster(labelArtKey(slug), getLabelIcon(slug));
    },

    /** Raises: NotFoundError for an art key we do not draw. */
    getBannerArt(params: TGetBannerArtParams): string {
      const art = ownEntry(BANNER_ART, params.artKey);
      if (!art) throw notFound('Banner art not found');
      const device = params.variant.startsWith('desktop') ? 'desktop' : 'mobile';
      return params.variant.endsWith('-animated')
        ? renderBannerMotionSvg(params.artKey, art, device)
        : renderBannerSvg(params.artKey, art, device);
    },
  };
}
export type TArtService = ReturnType<typeof createArtService>;
