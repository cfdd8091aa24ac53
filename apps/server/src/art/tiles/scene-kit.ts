import type { TMotifName } from '#src/art/tiles/motifs';
import type { TPalette } from '#src/art/tiles/palette';
import { round } from '#src/art/tiles/svg';

/** Where and how big the picture above the title is drawn, plus what to draw it with. */
export interface TSceneFrame {
  cx: number;
  cy: number;
  size: number;
  palette: TPalette;
  motifs: TMotifName[];
  /** Picks a variant of the hero symbol (for cards: rank and suit). */
  variant: number;
  random: () => number;
}

export function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick needs a non-empty list');
  return item;
}

export function halo(cx: number, cy: number, radius: number): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="url(#g-glow)"/>`;
}
