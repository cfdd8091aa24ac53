import { GAME_ART_STANDARD_WIDTH, type TGameArtShape } from '@casino/contracts';
import { rasterVersion } from '#src/art/raster-art';

/** Bumped when the drawings change, so year-long cached copies are replaced. */
export const ART_VERSION = 2;

/**
 * A picture's URL: its WebP where one was rendered (versioned by the drawing's hash), else the
 * SVG drawn on request. Either is cached for a year, so the version changes with the picture.
 * With `width`, the smaller rendition where one was made, else the picture at its own size.
 */
function artUrl(key: string, width?: number): string {
  const version = rasterVersion(key, width);
  if (version)
    return `/api/art/${key}.webp?v=${version}${width === undefined ? '' : `&w=${width}`}`;
  return width === undefined ? svgArtUrl(key) : artUrl(key);
}

/** The drawn SVG of a picture: where a stale or missing raster sends the browser. */
export function svgArtUrl(key: string): string {
  return `/api/art/${key}.svg?v=${ART_VERSION}`;
}

export function gameArtKey(identifier: string, shape: TGameArtShape): string {
  return `games/${identifier}/${shape}`;
}

export function categoryArtKey(slug: string, theme: 'gc' | 'sc'): string {
  return `categories/${slug}/${theme}`;
}

export function labelArtKey(slug: string): string {
  return `labels/${slug}`;
}

export function gameArtUrl(identifier: string, shape: TGameArtShape, width?: number): string {
  return artUrl(gameArtKey(identifier, shape), width);
}

/**
 * A game's stored thumbnails: the standard rendition for screens of normal density and the
 * drawing's own size (Hr) for high-density ones.
 */
export function gameThumbnailUrls(identifier: string) {
  return {
    thumbnailShortUrl: gameArtUrl(identifier, 'short', GAME_ART_STANDARD_WIDTH),
    thumbnailShortHrUrl: gameArtUrl(identifier, 'short'),
    thumbnailLongUrl: gameArtUrl(identifier, 'long', GAME_ART_STANDARD_WIDTH),
    thumbnailLongHrUrl: gameArtUrl(identifier, 'long'),
  };
}

export function categoryArtUrl(slug: string, theme: 'gc' | 'sc'): string {
  return artUrl(categoryArtKey(slug, theme));
}

export function labelArtUrl(slug: string): string {
  return artUrl(labelArtKey(slug));
}
