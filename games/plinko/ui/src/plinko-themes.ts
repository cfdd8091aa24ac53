import type { TStudioGameEventOf } from '@casino/contracts';
import type { TShellTheme } from '@casino/instant-ui';

export type TPlinkoRisk = TStudioGameEventOf<'ballDrop'>['risk'];

/** A PLINCROWN title's look (by the catalogue's artKey) and the board it opens with. */
export interface TPlinkoTheme {
  artKey: string;
  shell: TShellTheme;
  openingRows: number;
  openingRisk: TPlinkoRisk;
  peg: string;
  pegHit: string;
  /** The ball's highlight, body and rim colours. */
  ball: readonly [string, string, string];
  /** Bucket colours from the centre (most likely) to the edge (best paying). */
  bucketCentre: string;
  bucketEdge: string;
  /** Decoration drawn behind the pegs, in board units (width 1000). */
  motif: (height: number) => string;
}

const crownMotif = (height: number) =>
  `<g opacity="0.09" fill="#f5c542"><path d="M330 ${height * 0.2} L300 ${height * 0.06} L400 ${height * 0.13} L500 ${height * 0.02} L600 ${height * 0.13} L700 ${height * 0.06} L670 ${height * 0.2} Z"/></g>` +
  `<g opacity="0.05" stroke="#fff3b0" stroke-width="3">${Array.from(
    { length: 12 },
    (_, index) =>
      `<line x1="500" y1="${height * 0.1}" x2="${500 + Math.cos((index / 12) * Math.PI) * 900}" y2="${height * 0.1 + Math.sin((index / 12) * Math.PI) * 900}"/>`,
  ).join('')}</g>`;

/** Decoration spots: x in board units, y as a share of the board's height, size. */
type TSpots = readonly (readonly [number, number, number])[];

const rubyMotif = (height: number) =>
  `<g opacity="0.08" fill="#ff3b6b">${(
    [
      [120, 0.2, 60],
      [880, 0.3, 80],
      [180, 0.7, 50],
      [820, 0.75, 40],
      [500, 0.05, 30],
    ] satisfies TSpots
  )
    .map(
      ([x, y, size]) =>
        `<path d="M${x - size} ${height * y} L${x} ${height * y - size} L${x + size} ${height * y} L${x} ${height * y + size * 1.4} Z"/>`,
    )
    .join('')}</g>`;

const frostMotif = (height: number) =>
  `<g opacity="0.12" stroke="#dff6ff" stroke-width="4" stroke-linecap="round">${(
    [
      [110, 0.15, 50],
      [900, 0.25, 60],
      [160, 0.62, 36],
      [860, 0.7, 44],
      [500, 0.04, 24],
    ] satisfies TSpots
  )
    .map(([x, y, size]) =>
      [0, 60, 120]
        .map((angle) => {
          const radians = (angle * Math.PI) / 180;
          const dx = Math.cos(radians) * size;
          const dy = Math.sin(radians) * size;
          return `<line x1="${x - dx}" y1="${height * y - dy}" x2="${x + dx}" y2="${height * y + dy}"/>`;
        })
        .join(''),
    )
    .join('')}</g>`;

const neonMotif = (height: number) =>
  `<g opacity="0.16" fill="none" stroke="#22e6ff" stroke-width="3"><path d="M0 ${height * 0.92} L60 ${height * 0.92} L60 ${height * 0.8} L130 ${height * 0.8} L130 ${height * 0.86} L190 ${height * 0.86} L190 ${height * 0.72} L240 ${height * 0.72} L240 ${height * 0.9} M760 ${height * 0.9} L760 ${height * 0.74} L820 ${height * 0.74} L820 ${height * 0.84} L880 ${height * 0.84} L880 ${height * 0.7} L940 ${height * 0.7} L940 ${height * 0.92} L1000 ${height * 0.92}"/></g>` +
  `<g opacity="0.08" stroke="#ff4fd8" stroke-width="2">${Array.from(
    { length: 9 },
    (_, index) =>
      `<line x1="${index * 125}" y1="0" x2="${500 + (index * 125 - 500) * 0.2}" y2="${height * 0.5}"/>`,
  ).join('')}</g>`;

const pharaohMotif = (height: number) =>
  `<circle cx="500" cy="${height * 0.12}" r="90" fill="#f5c542" opacity="0.08"/>` +
  `<g opacity="0.1" fill="#f0c060"><path d="M-40 ${height} L160 ${height * 0.68} L360 ${height} Z"/><path d="M640 ${height} L840 ${height * 0.64} L1040 ${height} Z"/></g>`;

export const PLINKO_THEMES: readonly TPlinkoTheme[] = [
  {
    artKey: 'plinko-crown',
    shell: {
      backgroundTop: '#2c1660',
      backgroundBottom: '#0b0620',
      glow: 'rgb(245 197 66 / 16%)',
      board: 'rgb(18 10 48 / 78%)',
      title: ['#fff6c8', '#f5c542', '#b7791f'],
    },
    openingRows: 12,
    openingRisk: 'medium',
    peg: '#f5d77a',
    pegHit: '#ffffff',
    ball: ['#fffbe0', '#f5c542', '#8a5a00'],
    bucketCentre: '#4b3aa0',
    bucketEdge: '#f5c542',
    motif: crownMotif,
  },
  {
    artKey: 'plinko-ruby',
    shell: {
      backgroundTop: '#5a0a1e',
      backgroundBottom: '#12020a',
      glow: 'rgb(255 59 107 / 16%)',
      board: 'rgb(40 4 16 / 78%)',
      title: ['#ffe1e8', '#ff5d82', '#a3102f'],
    },
    openingRows: 16,
    openingRisk: 'high',
    peg: '#ffd27a',
    pegHit: '#ffffff',
    ball: ['#ffe1e8', '#e0263f', '#5c0014'],
    bucketCentre: '#6a1535',
    bucketEdge: '#ff3b6b',
    motif: rubyMotif,
  },
  {
    artKey: 'plinko-frost',
    shell: {
      backgroundTop: '#114a7c',
      backgroundBottom: '#04111f',
      glow: 'rgb(155 232 255 / 16%)',
      board: 'rgb(6 24 46 / 78%)',
      title: ['#ffffff', '#9be8ff', '#3a8fc4'],
    },
    openingRows: 8,
    openingRisk: 'low',
    peg: '#dff6ff',
    pegHit: '#7fdcff',
    ball: ['#ffffff', '#8fd8ff', '#2a6f9e'],
    bucketCentre: '#1d507c',
    bucketEdge: '#9be8ff',
    motif: frostMotif,
  },
  {
    artKey: 'plinko-neon',
    shell: {
      backgroundTop: '#230845',
      backgroundBottom: '#030108',
      glow: 'rgb(255 79 216 / 16%)',
      board: 'rgb(10 2 24 / 82%)',
      title: ['#e6fffe', '#22e6ff', '#ff4fd8'],
    },
    openingRows: 14,
    openingRisk: 'medium',
    peg: '#ff7fe3',
    pegHit: '#22e6ff',
    ball: ['#e6fffe', '#22e6ff', '#0a5f7a'],
    bucketCentre: '#3f0d66',
    bucketEdge: '#ff4fd8',
    motif: neonMotif,
  },
  {
    artKey: 'plinko-pharaoh',
    shell: {
      backgroundTop: '#4a300a',
      backgroundBottom: '#0f0a03',
      glow: 'rgb(240 192 96 / 16%)',
      board: 'rgb(22 14 4 / 80%)',
      title: ['#fff3c4', '#f0c060', '#8a5a12'],
    },
    openingRows: 10,
    openingRisk: 'high',
    peg: '#f0c060',
    pegHit: '#ffffff',
    ball: ['#cfe0ff', '#2a5db0', '#0f2450'],
    bucketCentre: '#1f3a78',
    bucketEdge: '#f5c542',
    motif: pharaohMotif,
  },
];

/** The title's theme by its art key; the PLINCROWN look when the launch gives none. */
export function plinkoTheme(artKey: string | null): TPlinkoTheme {
  return PLINKO_THEMES.find((theme) => theme.artKey === artKey) ?? PLINKO_THEMES[0]!;
}
