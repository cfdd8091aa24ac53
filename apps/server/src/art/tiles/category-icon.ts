import { placeMotif, type TMotifName } from '#src/art/tiles/motifs';
import { GOLD, paletteAt } from '#src/art/tiles/palette';
import { hashText } from '#src/art/tiles/svg';
import { tileDefs } from '#src/art/tiles/tile-defs';
import { ownEntry } from '#src/lib/own-entry';

/** The symbol each seeded category's chip icon shows; other categories get the crown. */
const CATEGORY_MOTIFS: Record<string, TMotifName> = {
  'top-picks': 'crown',
  'new-releases': 'star',
  slots: 'seven',
  'classic-slots': 'cherry',
  'hold-and-win': 'coin',
  'instant-wins': 'bomb',
  'wheel-and-scratch': 'star',
  'table-style': 'card',
  'crown-exclusives': 'gem',
  'gem-cascades': 'gem',
};

/** Icon labels (gameLabels[].iconSrc) are drawn the same way, without the coin-theme ring. */
const LABEL_MOTIFS: Record<string, TMotifName> = { jackpot: 'coin', 'daily-drop': 'star' };

export function drawLabelIcon(slug: string): string | undefined {
  const motif = ownEntry(LABEL_MOTIFS, slug);
  if (!motif) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
${tileDefs(paletteAt(hashText(slug)))}
<circle cx="32" cy="32" r="30" fill="#1B1446" stroke="url(#g-gold)" stroke-width="3"/>
${placeMotif(motif, 32, 33, 40)}
</svg>`;
}

/** A round chip icon: gold (GC) or emerald (SC) ring around the category's symbol. */
export function drawCategoryIcon(slug: string, theme: 'gc' | 'sc'): string {
  const palette = paletteAt(hashText(slug));
  const ring = theme === 'gc' ? GOLD.mid : '#2ED47A';
  const motif = ownEntry(CATEGORY_MOTIFS, slug) ?? 'crown';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
${tileDefs(palette)}
<circle cx="48" cy="48" r="44" fill="url(#g-bg)" stroke="${ring}" stroke-width="5"/>
<circle cx="48" cy="48" r="34" fill="url(#g-glow)"/>
${placeMotif(motif, 48, 50, 52, { color: theme === 'gc' ? '#FFB23F' : '#2ED47A' })}
</svg>`;
}
