import { GAME_ART_SHAPES, GAME_ART_STANDARD_WIDTH } from '@casino/contracts';
import { categoryArtKey, gameArtKey, labelArtKey } from '#src/art/art-urls';
import { drawCategoryIcon, drawLabelIcon } from '#src/art/tiles/category-icon';
import { drawGameTile } from '#src/art/tiles/game-tile';
import { SEED_CATEGORIES, SEED_GAMES, SEED_LABELS, slugify } from '#src/seed/catalogue-data';

export interface TDemoPicture {
  /** Its art path, for example `games/crown-jewels/short` (see raster-art.ts). */
  key: string;
  svg: string;
  /** Widths of the smaller renditions rendered beside the drawing's own size. */
  widths: readonly number[];
}

/**
 * Every picture the demo catalogue refers to, drawn as the art routes draw it: what
 * scripts/rasterize-art.ts renders, and what the raster test checks the manifest against.
 */
export function demoPictures(): TDemoPicture[] {
  const tiles = SEED_GAMES.flatMap((game) => {
    const identifier = slugify(game.name);
    const subject = { identifier, name: game.name, engineKey: game.engine, artTheme: game.theme };
    return GAME_ART_SHAPES.map((shape) => ({
      key: gameArtKey(identifier, shape),
      svg: drawGameTile(subject, shape),
      widths: [GAME_ART_STANDARD_WIDTH],
    }));
  });
  const categories = SEED_CATEGORIES.flatMap((category) =>
    (['gc', 'sc'] as const).map((theme) => ({
      key: categoryArtKey(category.slug, theme),
      svg: drawCategoryIcon(category.slug, theme),
      widths: [],
    })),
  );
  const labels = SEED_LABELS.flatMap((label) => {
    const svg = label.iconSlug ? drawLabelIcon(label.iconSlug) : undefined;
    return label.iconSlug && svg ? [{ key: labelArtKey(label.iconSlug), svg, widths: [] }] : [];
  });
  return [...tiles, ...categories, ...labels];
}
