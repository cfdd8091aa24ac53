import { GOLD } from '#src/art/tiles/palette';
import { round } from '#src/art/tiles/svg';
import { ownEntry } from '#src/lib/own-entry';

/**
 * Symbols drawn in a 100×100 box centred on 0,0, then placed with `placeMotif`. They use the
 * gradients every tile defines (see tile-defs.ts): #g-gold, #g-red, #g-silver, #g-white.
 */
export type TMotifName =
  | 'crown'
  | 'gem'
  | 'cherry'
  | 'seven'
  | 'bell'
  | 'coin'
  | 'card'
  | 'bar'
  | 'lemon'
  | 'pearl'
  | 'star'
  | 'lantern'
  | 'moon'
  | 'bomb';

export const GEM_COLORS = ['#FF3D6E', '#2ED47A', '#4F8BFF', '#B06BFF', '#FFB23F', '#3FD8E8'];

const OUTLINE = `stroke="${GOLD.shadow}" stroke-width="3" stroke-linejoin="round"`;

function crown(): string {
  return `<path d="M-44 20 L-49 -26 L-23 -2 L0 -40 L23 -2 L49 -26 L44 20 Z" fill="url(#g-gold)" ${OUTLINE}/>
<path d="M-40 14 L-43 -14 L-22 6 L0 -28 L-4 10 Z" fill="#FFFFFF" opacity="0.25"/>
<rect x="-47" y="16" width="94" height="20" rx="6" fill="url(#g-gold)" ${OUTLINE}/>
<circle cx="-49" cy="-27" r="7" fill="#FFF6D5" ${OUTLINE}/><circle cx="0" cy="-41" r="8" fill="#FFF6D5" ${OUTLINE}/><circle cx="49" cy="-27" r="7" fill="#FFF6D5" ${OUTLINE}/>
<circle cx="0" cy="26" r="7" fill="#FF3D6E" stroke="#7A0A25" stroke-width="2"/>
<circle cx="-26" cy="26" r="5.5" fill="#4F8BFF" stroke="#14307A" stroke-width="2"/>
<circle cx="26" cy="26" r="5.5" fill="#2ED47A" stroke="#0B5A30" stroke-width="2"/>`;
}

function gem(color: string): string {
  return `<path d="M-48 -12 L-28 -38 L28 -38 L48 -12 L0 46 Z" fill="${color}" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M-48 -12 L-28 -38 L28 -38 L48 -12 Z" fill="#FFFFFF" opacity="0.28"/>
<path d="M-28 -38 L-16 -12 L0 -38 L16 -12 L28 -38" fill="none" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="2"/>
<path d="M-48 -12 H48 M-16 -12 L0 46 L16 -12" fill="none" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="2"/>
<path d="M-16 -12 L0 46 L-48 -12 Z" fill="#000000" opacity="0.18"/>
<path d="M-20 -32 L-10 -32 L-16 -18 Z" fill="#FFFFFF" opacity="0.85"/>`;
}

function cherry(): string {
  return `<path d="M-18 8 C-14 -20 0 -34 14 -42 M18 12 C16 -14 12 -30 14 -42" fill="none" stroke="#2E7D32" stroke-width="5" stroke-linecap="round"/>
<path d="M14 -42 C30 -54 46 -42 42 -28 C28 -28 18 -34 14 -42 Z" fill="#43A047" stroke="#1B5E20" stroke-width="2"/>
<circle cx="-20" cy="22" r="21" fill="url(#g-red)" stroke="#5C0010" stroke-width="3"/>
<circle cx="20" cy="27" r="21" fill="url(#g-red)" stroke="#5C0010" stroke-width="3"/>
<ellipse cx="-27" cy="14" rx="6" ry="4" fill="#FFFFFF" opacity="0.6"/><ellipse cx="13" cy="19" rx="6" ry="4" fill="#FFFFFF" opacity="0.6"/>`;
}

function seven(): string {
  return `<path d="M-34 -42 H36 V-26 C18 -6 6 16 2 44 H-22 C-18 16 -6 -6 10 -24 H-34 Z" fill="url(#g-red)" stroke="${GOLD.mid}" stroke-width="6" stroke-linejoin="round" paint-order="stroke"/>
<path d="M-28 -37 H30 V-31 H-28 Z" fill="#FFFFFF" opacity="0.35"/>`;
}

function bell(): string {
  return `<circle cx="0" cy="-42" r="6" fill="url(#g-gold)" ${OUTLINE}/>
<path d="M0 -38 C-22 -38 -30 -18 -30 2 C-30 14 -36 22 -44 28 H44 C36 22 30 14 30 2 C30 -18 22 -38 0 -38 Z" fill="url(#g-gold)" ${OUTLINE}/>
<circle cx="0" cy="35" r="8" fill="url(#g-gold)" ${OUTLINE}/>
<path d="M-18 -20 C-22 -6 -22 8 -26 18" fill="none" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="5" stroke-linecap="round"/>`;
}

function coin(): string {
  return `<circle r="44" fill="url(#g-gold)" ${OUTLINE}/>
<circle r="34" fill="none" stroke="${GOLD.deep}" stroke-width="3" stroke-dasharray="4 3"/>
<path d="M-20 8 L-23 -14 L-11 -2 L0 -20 L11 -2 L23 -14 L20 8 Z M-21 10 H21 V17 H-21 Z" fill="${GOLD.deep}"/>
<path d="M-30 -22 A36 36 0 0 1 10 -40" fill="none" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>`;
}

const CARD_RANKS = ['A', 'K', 'Q', 'J', '10'];
const SUITS = [
  {
    path: 'M0 -24 C10 -12 24 -4 24 8 C24 18 14 22 6 16 C8 24 10 28 14 30 H-14 C-10 28 -8 24 -6 16 C-14 22 -24 18 -24 8 C-24 -4 -10 -12 0 -24 Z',
    color: '#1B1446',
  },
  {
    path: 'M0 28 C-10 16 -26 6 -26 -8 C-26 -20 -12 -26 0 -14 C12 -26 26 -20 26 -8 C26 6 10 16 0 28 Z',
    color: '#D0103A',
  },
  { path: 'M0 -28 L22 0 L0 28 L-22 0 Z', color: '#D0103A' },
  {
    path: 'M0 -26 A10 10 0 1 1 -4 -6 A10 10 0 1 1 -10 14 L-4 10 C-6 20 -10 26 -14 30 H14 C10 26 6 20 4 10 L10 14 A10 10 0 1 1 4 -6 A10 10 0 1 1 0 -26 Z',
    color: '#1B1446',
  },
];

/** A playing card; `variant` picks the rank (A K Q J 10) and, divided by five, the suit. */
function card(variant: number): string {
  const rank = CARD_RANKS[variant % CARD_RANKS.length] ?? 'A';
  const suit = SUITS[Math.floor(variant / CARD_RANKS.length) % SUITS.length] ?? SUITS[0];
  return `<rect x="-33" y="-45" width="66" height="90" rx="8" fill="url(#g-white)" stroke="${GOLD.mid}" stroke-width="3"/>
<text x="-25" y="-24" font-family="Georgia,'DejaVu Serif',serif" font-weight="700" font-size="17" fill="${suit?.color ?? '#1B1446'}">${rank}</text>
<path d="${suit?.path ?? ''}" fill="${suit?.color ?? '#1B1446'}" transform="translate(0 4)"/>`;
}

function moon(): string {
  return `<path d="M14 -44 A46 46 0 1 0 40 30 A38 38 0 1 1 14 -44 Z" fill="url(#g-gold)" ${OUTLINE}/>
<circle cx="-14" cy="-6" r="5" fill="${GOLD.deep}" opacity="0.5"/><circle cx="-4" cy="18" r="3.5" fill="${GOLD.deep}" opacity="0.5"/>
<path d="M34 -36 L37 -28 L45 -26 L37 -23 L34 -15 L31 -23 L23 -26 L31 -28 Z" fill="#FFFFFF"/>`;
}

function bar(): string {
  return `<rect x="-46" y="-20" width="92" height="40" rx="7" fill="#14102E" stroke="url(#g-gold)" stroke-width="5"/>
<text y="11" text-anchor="middle" font-family="'Arial Black','DejaVu Sans',sans-serif" font-weight="900" font-size="30" fill="url(#g-gold)">BAR</text>`;
}

function lemon(): string {
  return `<path d="M-46 0 C-40 -30 -14 -38 10 -34 C30 -30 44 -14 46 0 C44 14 30 30 10 34 C-14 38 -40 30 -46 0 Z" fill="#FFD43B" stroke="#A87900" stroke-width="3"/>
<ellipse cx="-14" cy="-14" rx="14" ry="7" fill="#FFFFFF" opacity="0.45"/>
<path d="M30 -26 C38 -44 52 -44 54 -34 C46 -30 38 -28 30 -26 Z" fill="#43A047"/>`;
}

function pearl(): string {
  const ribs = [-60, -30, 0, 30, 60]
    .map(
      (degrees) =>
        `<path d="M0 30 L0 -44" transform="rotate(${degrees} 0 30)" stroke="#C2185B" stroke-opacity="0.45" stroke-width="3"/>`,
    )
    .join('');
  return `<path d="M-50 30 C-56 -10 -34 -48 0 -50 C34 -48 56 -10 50 30 Z" fill="#FFB3C8" stroke="#8E1B4A" stroke-width="3" stroke-linejoin="round"/>
${ribs}
<path d="M-50 30 H50 C44 44 -44 44 -50 30 Z" fill="#F78DB0" stroke="#8E1B4A" stroke-width="3"/>
<circle cy="12" r="24" fill="url(#g-white)" stroke="#B9B3E0" stroke-width="2"/>
<circle cx="-8" cy="3" r="7" fill="#FFFFFF" opacity="0.9"/>`;
}

function star(): string {
  return `<path d="M0 -46 L13 -14 L46 -12 L20 10 L29 44 L0 25 L-29 44 L-20 10 L-46 -12 L-13 -14 Z" fill="url(#g-gold)" ${OUTLINE}/>
<path d="M0 -34 L8 -12 L-4 -2 Z" fill="#FFFFFF" opacity="0.45"/>`;
}

function lantern(): string {
  return `<rect x="-16" y="-46" width="32" height="10" rx="3" fill="url(#g-gold)" ${OUTLINE}/>
<ellipse cy="0" rx="34" ry="38" fill="url(#g-red)" stroke="#5C0010" stroke-width="3"/>
<path d="M0 -38 V38 M-18 -33 C-26 -10 -26 10 -18 33 M18 -33 C26 -10 26 10 18 33" fill="none" stroke="${GOLD.mid}" stroke-width="2.5"/>
<rect x="-16" y="36" width="32" height="10" rx="3" fill="url(#g-gold)" ${OUTLINE}/>
<path d="M0 46 V58" stroke="${GOLD.mid}" stroke-width="4"/>`;
}

function bomb(): string {
  return `<circle cy="6" r="32" fill="#1E1B2E" stroke="#000000" stroke-width="3"/>
<rect x="-9" y="-32" width="18" height="10" rx="2" fill="#3B3752"/>
<path d="M0 -32 C4 -44 14 -46 20 -40" fill="none" stroke="#C9A27A" stroke-width="4"/>
<circle cx="22" cy="-42" r="7" fill="#FFB23F"/><circle cx="22" cy="-42" r="3" fill="#FFFFFF"/>
<ellipse cx="-12" cy="-6" rx="9" ry="6" fill="#FFFFFF" opacity="0.3"/>`;
}

export function drawMotif(
  name: TMotifName,
  color = GEM_COLORS[0] ?? '#FF3D6E',
  variant = 0,
): string {
  switch (name) {
    case 'crown':
      return crown();
    case 'gem':
      return gem(color);
    case 'cherry':
      return cherry();
    case 'seven':
      return seven();
    case 'bell':
      return bell();
    case 'coin':
      return coin();
    case 'card':
      return card(variant);
    case 'moon':
      return moon();
    case 'bar':
      return bar();
    case 'lemon':
      return lemon();
    case 'pearl':
      return pearl();
    case 'star':
      return star();
    case 'lantern':
      return lantern();
    case 'bomb':
      return bomb();
  }
}

/** Places a motif centred at x,y with the given width, optionally turned by `degrees`. */
export function placeMotif(
  name: TMotifName,
  x: number,
  y: number,
  size: number,
  options: { degrees?: number; color?: string; opacity?: number; variant?: number } = {},
): string {
  const turn = options.degrees ? ` rotate(${round(options.degrees)})` : '';
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`;
  return `<g transform="translate(${round(x)} ${round(y)})${turn} scale(${round(size / 100)})"${opacity}>${drawMotif(name, options.color, options.variant)}</g>`;
}

/** Symbols a theme's tiles are drawn with; the first is the hero. */
export const THEME_MOTIFS: Record<string, TMotifName[]> = {
  fruit: ['cherry', 'lemon', 'seven', 'bell'],
  sevens: ['seven', 'bar', 'cherry', 'star'],
  crown: ['crown', 'gem', 'coin', 'star'],
  gems: ['gem', 'gem', 'gem', 'star'],
  cards: ['card', 'crown', 'coin', 'gem'],
  coins: ['coin', 'crown', 'gem', 'star'],
  pearl: ['pearl', 'gem', 'star', 'coin'],
  lantern: ['lantern', 'coin', 'star', 'gem'],
  night: ['moon', 'star', 'gem', 'crown'],
  bell: ['bell', 'cherry', 'seven', 'bar'],
};

export function themeMotifs(theme: string): TMotifName[] {
  return ownEntry(THEME_MOTIFS, theme) ?? THEME_MOTIFS.crown ?? ['crown'];
}
