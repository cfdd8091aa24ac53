import type { TBannerMotif } from '#src/art/banners/banner-art-catalogue';

/**
 * Motifs drawn in a 400 x 400 box centred on (200, 200), filled with the gradients the
 * renderer defines: url(#metal) for gold trim, url(#gem) for jewels, url(#coin) for coin faces.
 */
/**
 * The coin faces carry a mark, not letters: text in an SVG shown as an image cannot use the
 * site's fonts. A crown for Crown Coins, a star for Sweeps Coins, in a 200 x 200 box at 0, 0.
 */
const CROWN_PATH = 'M-44 24 L-50 -30 L-22 -6 L0 -42 L22 -6 L50 -30 L44 24 Z M-44 32 H44 V44 H-44 Z';
const STAR_PATH = 'M0 -48 L13 -16 L46 -15 L20 6 L29 40 L0 20 L-29 40 L-20 6 L-46 -15 L-13 -16 Z';

function coin(cx: number, cy: number, radius: number, label: 'GC' | 'SC'): string {
  const face = label === 'SC' ? 'url(#coinSc)' : 'url(#coin)';
  const ink = label === 'SC' ? '#FFFFFF' : '#6B4310';
  return `<g>
<ellipse cx="${cx}" cy="${cy + radius * 0.12}" rx="${radius}" ry="${radius}" fill="#000" opacity="0.25"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#metal)" stroke="#6B4310" stroke-width="3"/>
<circle cx="${cx}" cy="${cy}" r="${radius * 0.78}" fill="${face}" stroke="#FFF1B8" stroke-width="2" opacity="0.95"/>
<path d="${label === 'SC' ? STAR_PATH : CROWN_PATH}" transform="translate(${cx} ${cy}) scale(${radius / 100})" fill="${ink}"/>
</g>`;
}

const CROWN = `<g>
<path d="M70 250 L95 120 L150 190 L200 90 L250 190 L305 120 L330 250 Z" fill="url(#metal)" stroke="#6B4310" stroke-width="5" stroke-linejoin="round"/>
<rect x="70" y="248" width="260" height="46" rx="10" fill="url(#metal)" stroke="#6B4310" stroke-width="5"/>
<circle cx="95" cy="116" r="14" fill="url(#gem)" stroke="#FFF1B8" stroke-width="3"/>
<circle cx="200" cy="84" r="18" fill="url(#gem)" stroke="#FFF1B8" stroke-width="3"/>
<circle cx="305" cy="116" r="14" fill="url(#gem)" stroke="#FFF1B8" stroke-width="3"/>
<circle cx="140" cy="271" r="11" fill="url(#gem)"/><circle cx="200" cy="271" r="13" fill="url(#gem)"/><circle cx="260" cy="271" r="11" fill="url(#gem)"/>
</g>`;

const TROPHY = `<g>
<path d="M120 80 H280 V170 C280 230 240 260 200 262 C160 260 120 230 120 170 Z" fill="url(#metal)" stroke="#6B4310" stroke-width="5"/>
<path d="M120 105 C60 105 60 190 132 200 M280 105 C340 105 340 190 268 200" fill="none" stroke="url(#metal)" stroke-width="16" stroke-linecap="round"/>
<rect x="180" y="258" width="40" height="40" fill="url(#metal)"/>
<rect x="130" y="296" width="140" height="36" rx="8" fill="url(#metal)" stroke="#6B4310" stroke-width="4"/>
<circle cx="200" cy="160" r="26" fill="url(#gem)" stroke="#FFF1B8" stroke-width="3"/>
</g>`;

const CHEST = `<g>
<path d="M80 180 C80 110 320 110 320 180 Z" fill="url(#gem)" stroke="url(#metal)" stroke-width="8"/>
<rect x="80" y="178" width="240" height="140" rx="10" fill="url(#gem)" stroke="url(#metal)" stroke-width="8"/>
<rect x="80" y="178" width="240" height="22" fill="url(#metal)"/>
<rect x="182" y="190" width="36" height="48" rx="6" fill="url(#metal)" stroke="#6B4310" stroke-width="3"/>
${coin(130, 150, 26, 'GC')}${coin(270, 150, 26, 'SC')}${coin(200, 128, 30, 'GC')}
</g>`;

function coins(): string {
  return `<g>${coin(130, 260, 62, 'GC')}${coin(270, 250, 62, 'SC')}${coin(200, 160, 78, 'GC')}</g>`;
}

export function motifSvg(motif: TBannerMotif): string {
  switch (motif) {
    case 'crown':
      return CROWN;
    case 'coins':
      return coins();
    case 'trophy':
      return TROPHY;
    case 'chest':
      return CHEST;
  }
}

/** A floating coin for the decoration layer. */
export const decorationCoin = coin;
