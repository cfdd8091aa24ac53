import { z } from 'zod';
import { zText } from '#src/common/text';

/**
 * Generated artwork, answered as image/svg+xml (not JSON), and for the demo catalogue's pictures
 * also as image/webp rendered ahead of time. The URLs appear in game thumbnails, category images
 * and label icons; these schemas validate the path parameters on the server.
 */
export const GAME_ART_SHAPES = ['short', 'long'] as const;
export const ZGameArtShape = z.enum(GAME_ART_SHAPES);
export type TGameArtShape = z.infer<typeof ZGameArtShape>;

export const GAME_ART_PATH = '/api/art/games/:identifier/:shape.svg';
export const CATEGORY_ART_PATH = '/api/art/categories/:slug/:theme.svg';
export const GAME_RASTER_PATH = '/api/art/games/:identifier/:shape.webp';
export const CATEGORY_RASTER_PATH = '/api/art/categories/:slug/:theme.webp';

const ZArtKey = zText()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/);

export const ZGetGameArtParams = z.object({ identifier: ZArtKey, shape: ZGameArtShape });
export type TGetGameArtParams = z.infer<typeof ZGetGameArtParams>;

/**
 * The width of a game tile's standard rendition: the tile's own size on a screen of normal
 * density (240 × 240 short, 240 × 360 long), the width `TILE_IMAGE_SIZE` of `@casino/ui` gives
 * the tile's picture and its srcset. The picture without `w` is the drawing's own size, for
 * high-density screens.
 */
export const GAME_ART_STANDARD_WIDTH = 240;

/** `v` versions the URL and is not read; `w` asks for the standard rendition. */
export const ZGetGameRasterQuery = z.object({
  w: z.literal(`${GAME_ART_STANDARD_WIDTH}`).optional(),
});
export type TGetGameRasterQuery = z.infer<typeof ZGetGameRasterQuery>;

export const ZGetCategoryArtParams = z.object({ slug: ZArtKey, theme: z.enum(['gc', 'sc']) });
export type TGetCategoryArtParams = z.infer<typeof ZGetCategoryArtParams>;

/** Icons of icon labels (for example the jackpot badge). */
export const LABEL_ART_PATH = '/api/art/labels/:slug.svg';
export const LABEL_RASTER_PATH = '/api/art/labels/:slug.webp';
export const ZGetLabelArtParams = z.object({ slug: ZArtKey });
export type TGetLabelArtParams = z.infer<typeof ZGetLabelArtParams>;
