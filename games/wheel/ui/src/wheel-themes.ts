import type { TStudioGameEventOf } from '@casino/contracts';
import type { TShellTheme } from '@casino/instant-ui';

export type TWheelRisk = TStudioGameEventOf<'wheelSpin'>['risk'];

/** A WHEEL PRIZE title's look (by the catalogue's artKey) and the wheel it opens with. */
export interface TWheelTheme {
  artKey: string;
  shell: TShellTheme;
  openingSegments: number;
  openingRisk: TWheelRisk;
  /** Rim gradient (light, mid, dark) and its bulbs. */
  rim: readonly [string, string, string];
  bulb: string;
  /** A segment that pays nothing, alternating two shades. */
  blank: readonly [string, string];
  /** Prize colours from the smallest multiplier to the largest. */
  prizes: readonly string[];
  labelOnPrize: string;
  labelOnBlank: string;
  /** The hub's emblem, drawn in a 200×200 box centred on 0,0. */
  emblem: string;
}

const crownEmblem =
  '<path d="M-62 34 L-72 -30 L-34 2 L0 -50 L34 2 L72 -30 L62 34 Z" fill="#f5c542" stroke="#7a4a00" stroke-width="6" stroke-linejoin="round"/><rect x="-62" y="38" width="124" height="18" rx="6" fill="#f5c542" stroke="#7a4a00" stroke-width="6"/><circle cx="0" cy="10" r="11" fill="#e0263f" stroke="#7a1020" stroke-width="4"/>';

const starEmblem =
  '<path d="M0 -64 L17 -20 L62 -20 L25 8 L39 54 L0 26 L-39 54 L-25 8 L-62 -20 L-17 -20 Z" fill="#ffd23f" stroke="#8a1c1c" stroke-width="6" stroke-linejoin="round"/>';

const sunEmblem = `<g stroke="#fff3c4" stroke-width="8" stroke-linecap="round">${Array.from(
  { length: 12 },
  (_, index) => {
    const angle = (index / 12) * Math.PI * 2;
    return `<line x1="${Math.cos(angle) * 44}" y1="${Math.sin(angle) * 44}" x2="${Math.cos(angle) * 66}" y2="${Math.sin(angle) * 66}"/>`;
  },
).join('')}</g><circle r="36" fill="#ffb020" stroke="#fff3c4" stroke-width="6"/>`;

const cloverEmblem = `<g fill="#2ed47a" stroke="#0b5a32" stroke-width="5">${[0, 90, 180, 270]
  .map(
    (angle) =>
      `<path transform="rotate(${angle})" d="M0 -4 C -34 -20 -40 -58 -16 -62 C -4 -64 0 -52 0 -44 C 0 -52 4 -64 16 -62 C 40 -58 34 -20 0 -4 Z"/>`,
  )
  .join(
    '',
  )}</g><path d="M4 6 Q14 40 30 58" stroke="#0b5a32" stroke-width="8" fill="none" stroke-linecap="round"/>`;

const diamondEmblem =
  '<path d="M-50 -18 L-26 -46 L26 -46 L50 -18 L0 52 Z" fill="#9be8ff" stroke="#1d4f7a" stroke-width="6" stroke-linejoin="round"/><path d="M-50 -18 L50 -18 M-26 -46 L-12 -18 L0 52 L12 -18 L26 -46" stroke="#1d4f7a" stroke-width="4" fill="none"/>';

export const WHEEL_THEMES: readonly TWheelTheme[] = [
  {
    artKey: 'wheel-crown',
    shell: {
      backgroundTop: '#2c1660',
      backgroundBottom: '#0b0620',
      glow: 'rgb(245 197 66 / 16%)',
      board: 'rgb(18 10 48 / 78%)',
      title: ['#fff6c8', '#f5c542', '#b7791f'],
    },
    openingSegments: 20,
    openingRisk: 'medium',
    rim: ['#fff1b8', '#f5c542', '#8a5a00'],
    bulb: '#fff6c8',
    blank: ['#241a5c', '#2e2270'],
    prizes: ['#7c5cff', '#3bd1ff', '#2ed47a', '#ffb020', '#ff5d73', '#f5c542'],
    labelOnPrize: '#12082e',
    labelOnBlank: '#b9b3e0',
    emblem: crownEmblem,
  },
  {
    artKey: 'wheel-carnival',
    shell: {
      backgroundTop: '#6b0f1a',
      backgroundBottom: '#1a0306',
      glow: 'rgb(255 210 63 / 18%)',
      board: 'rgb(36 6 10 / 78%)',
      title: ['#fff8d6', '#ffd23f', '#d9480f'],
    },
    openingSegments: 10,
    openingRisk: 'low',
    rim: ['#fff3f3', '#e8202f', '#7a0c14'],
    bulb: '#ffe066',
    blank: ['#f4efe6', '#ffffff'],
    prizes: ['#1c7ed6', '#37b24d', '#f08c00', '#e8202f', '#ae3ec9', '#ffd23f'],
    labelOnPrize: '#ffffff',
    labelOnBlank: '#7a0c14',
    emblem: starEmblem,
  },
  {
    artKey: 'wheel-sun',
    shell: {
      backgroundTop: '#6a3206',
      backgroundBottom: '#140802',
      glow: 'rgb(255 176 32 / 20%)',
      board: 'rgb(30 14 4 / 78%)',
      title: ['#fff8d6', '#ffb020', '#b34700'],
    },
    openingSegments: 50,
    openingRisk: 'high',
    rim: ['#fff3c4', '#ffb020', '#8a3c00'],
    bulb: '#fff3c4',
    blank: ['#3a1c06', '#4a260a'],
    prizes: ['#ff8a1f', '#ffb020', '#ffd23f', '#ffe680', '#fff3c4', '#ffffff'],
    labelOnPrize: '#3a1600',
    labelOnBlank: '#ffb020',
    emblem: sunEmblem,
  },
  {
    artKey: 'wheel-clover',
    shell: {
      backgroundTop: '#0d4a2c',
      backgroundBottom: '#03140b',
      glow: 'rgb(46 212 122 / 16%)',
      board: 'rgb(4 26 14 / 78%)',
      title: ['#eafff2', '#5be39a', '#f5c542'],
    },
    openingSegments: 40,
    openingRisk: 'medium',
    rim: ['#fff1b8', '#f5c542', '#7a5200'],
    bulb: '#eafff2',
    blank: ['#0f3a24', '#14482d'],
    prizes: ['#5be39a', '#2ed47a', '#a3e635', '#facc15', '#f5c542', '#ffffff'],
    labelOnPrize: '#06301a',
    labelOnBlank: '#5be39a',
    emblem: cloverEmblem,
  },
  {
    artKey: 'wheel-diamond',
    shell: {
      backgroundTop: '#123a5a',
      backgroundBottom: '#03090f',
      glow: 'rgb(155 232 255 / 16%)',
      board: 'rgb(6 16 28 / 80%)',
      title: ['#ffffff', '#9be8ff', '#5a7a99'],
    },
    openingSegments: 30,
    openingRisk: 'high',
    rim: ['#f1f5f9', '#94a3b8', '#334155'],
    bulb: '#9be8ff',
    blank: ['#1e293b', '#263446'],
    prizes: ['#38bdf8', '#22d3ee', '#a5f3fc', '#e0f2fe', '#c4b5fd', '#ffffff'],
    labelOnPrize: '#0b1a2a',
    labelOnBlank: '#94a3b8',
    emblem: diamondEmblem,
  },
];

/** The title's theme by its art key; the WHEEL PRIZE look when the launch gives none. */
export function wheelTheme(artKey: string | null): TWheelTheme {
  return WHEEL_THEMES.find((theme) => theme.artKey === artKey) ?? WHEEL_THEMES[0]!;
}
