import type { TBannerMotif } from '#src/modules/banners/art/banner-art-catalogue';

/**
 * Motifs drawn in a 400 x 400 box centred on (200, 200), filled with the gradients the
 * renderer defines: url(#metal) for gold trim, url(#gem) for jewels, url(#coin) for coin faces.
 */
function coin(cx: number, cy: number, radius: number, label: 'GC' | 'SC'): string {
  const face = label === 'SC' ? 'url(#coinSc)' : 'url(#coin)';
  const ink = label === 'SC' ? '#FFFFFF' : '#6B4310';
  return `<g>
<ellipse cx="${cx}" cy="${cy + radius * 0.12}" rx="${radius}" ry="${radius}" fill="#000" opacity="0.25"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#metal)" stroke="#6B4310" stroke-width="3"/>
<circle cx="${cx}" cy="${cy}" r="${radius * 0.78}" fill="${face}" stroke="#FFF1B8" stroke-width="2" opacity="0.95"/>
<text x="${cx}" y="${cy + radius * 0.22}" font-size="${radius * 0.62}" font-weight="900" text-anchor="middle" fill="${ink}" font-family="Arial Black,Arial,sans-serif">${label}</text>
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

const GIFT = `<g>
<rect x="90" y="170" width="220" height="170" rx="14" fill="url(#gem)" stroke="#FFF1B8" stroke-width="4"/>
<rect x="76" y="130" width="248" height="56" rx="12" fill="url(#gem)" stroke="#FFF1B8" stroke-width="4"/>
<rect x="182" y="130" width="36" height="210" fill="url(#metal)"/>
<path d="M200 130 C150 60 90 90 130 128 Z M200 130 C250 60 310 90 270 128 Z" fill="url(#metal)" stroke="#6B4310" stroke-width="4"/>
</g>`;

const TROPHY = `<g>
<path d="M120 80 H280 V170 C280 230 240 260 200 262 C160 260 120 230 120 170 Z" fill="url(#metal)" stroke="#6B4310" stroke-width="5"/>
<path d="M120 105 C60 105 60 190 132 200 M280 105 C340 105 340 190 268 200" fill="none" stroke="url(#metal)" stroke-width="16" stroke-linecap="round"/>
<rect x="180" y="258" width="40" height="40" fill="url(#metal)"/>
<rect x="130" y="296" width="140" height="36" rx="8" fill="url(#metal)" stroke="#6B4310" stroke-width="4"/>
<circle cx="200" cy="160" r="26" fill="url(#gem)" stroke="#FFF1B8" stroke-width="3"/>
</g>`;

const ENVELOPE = `<g>
<rect x="70" y="120" width="260" height="180" rx="14" fill="#F7F3FF" stroke="url(#metal)" stroke-width="8"/>
<path d="M74 126 L200 220 L326 126" fill="none" stroke="#B9B3E0" stroke-width="6" stroke-linejoin="round"/>
<circle cx="200" cy="222" r="30" fill="url(#gem)" stroke="url(#metal)" stroke-width="6"/>
<text x="200" y="232" font-size="28" font-weight="900" text-anchor="middle" fill="#FFFFFF" font-family="Arial Black,Arial,sans-serif">SC</text>
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
    case 'gift':
      return GIFT;
    case 'trophy':
      return TROPHY;
    case 'envelope':
      return ENVELOPE;
    case 'chest':
      return CHEST;
  }
}

/** A floating coin for the decoration layer. */
export const decorationCoin = coin;
