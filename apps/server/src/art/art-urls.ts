import type { TGameArtShape } from '@casino/contracts';

/** Bumped when the drawings change, so year-long cached copies are replaced. */
export const ART_VERSION = 2;

export function gameArtUrl(identifier: string, shape: TGameArtShape): string {
  return `/api/art/games/${identifier}/${shape}.svg?v=${ART_VERSION}`;
}

export function categoryArtUrl(slug: string, theme: 'gc' | 'sc'): string {
  return `/api/art/categories/${slug}/${theme}.svg?v=${ART_VERSION}`;
}

export function labelArtUrl(slug: string): string {
  return `/api/art/labels/${slug}.svg?v=${ART_VERSION}`;
}
