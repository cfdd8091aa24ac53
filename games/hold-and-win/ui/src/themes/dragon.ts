import {
  cardArt,
  coinArt,
  glint,
  linear,
  plaqueArt,
  radial,
  sceneArt,
  svg,
  type TCardStyle,
  type TSlotTheme,
} from '@casino/slot-ui';

const card: TCardStyle = {
  id: 'hold-dragon',
  top: '#ffe27a',
  bottom: '#d97706',
  outline: '#3a0606',
  font: 'Georgia, serif',
};

const ingot = svg(
  `<defs>${linear('hold-dragon-ingot', '#fff7c4', '#f5c542', '#9a5b00')}</defs><path d="M6 46 Q20 40 30 50 Q50 60 70 50 Q80 40 94 46 Q92 80 50 86 Q8 80 6 46 Z" fill="url(#hold-dragon-ingot)" stroke="#6b3d00" stroke-width="4" stroke-linejoin="round"/><ellipse cx="50" cy="46" rx="20" ry="16" fill="url(#hold-dragon-ingot)" stroke="#6b3d00" stroke-width="4"/><path d="M40 44 Q50 36 60 44" stroke="#fff" stroke-width="3" fill="none" opacity="0.8"/>${glint(40, 40, 6)}`,
);

const dragonEye = svg(
  `<defs>${linear('hold-dragon-scale', '#7ef0a8', '#15803d', '#052e16')}${radial('hold-dragon-iris', '#fff3b0', '#f59e0b')}</defs><path d="M50 6 L92 50 L50 94 L8 50 Z" fill="url(#hold-dragon-scale)" stroke="#022c12" stroke-width="4" stroke-linejoin="round"/><path d="M22 50 Q50 24 78 50 Q50 76 22 50 Z" fill="url(#hold-dragon-iris)" stroke="#3a1a00" stroke-width="3"/><ellipse cx="50" cy="50" rx="4" ry="14" fill="#1a0a00"/><path d="M30 22 L38 28 M70 22 L62 28 M30 78 L38 72 M70 78 L62 72" stroke="#a7f3d0" stroke-width="3" stroke-linecap="round"/>${glint(44, 42, 5)}`,
);

const pearl = svg(
  `<defs>${radial('hold-dragon-pearl', '#ffe4e6', '#e11d48')}</defs><path d="M50 4 Q62 22 74 18 Q70 32 86 38 Q72 44 78 60 L22 60 Q28 44 14 38 Q30 32 26 18 Q38 22 50 4 Z" fill="#f97316" stroke="#7c2d12" stroke-width="3" stroke-linejoin="round"/><circle cx="50" cy="60" r="30" fill="url(#hold-dragon-pearl)" stroke="#7f1d1d" stroke-width="4"/><path d="M34 60 Q50 44 66 60" stroke="#fff" stroke-width="3" fill="none" opacity="0.6"/>${glint(40, 50, 7)}`,
);

const squareHole = `<rect x="40" y="40" width="20" height="20" fill="#3a0606" stroke="#7a4a00" stroke-width="3"/><path d="M50 22 V34 M50 66 V78 M22 50 H34 M66 50 H78" stroke="#7a4a00" stroke-width="4" stroke-linecap="round"/>`;

const scene = sceneArt(
  'hold-dragon',
  ['#7a0b0b', '#3a0606', '#120202'],
  `<g fill="#f5c542" opacity="0.12"><path d="M0 300 Q200 220 400 300 T800 300 T1200 300 T1600 300 V340 Q1400 260 1200 340 T800 340 T400 340 T0 340 Z"/></g>${[
    180, 1420,
  ]
    .map(
      (x) =>
        `<g opacity="0.35"><line x1="${x}" y1="0" x2="${x}" y2="120" stroke="#f5c542" stroke-width="4"/><ellipse cx="${x}" cy="180" rx="70" ry="80" fill="#e11d48"/><rect x="${x - 40}" y="96" width="80" height="16" fill="#f5c542"/><rect x="${x - 40}" y="248" width="80" height="16" fill="#f5c542"/></g>`,
    )
    .join('')}`,
  '#fde68a',
);

/** Dragon's Hoard: gold ingots, dragon eyes and fire pearls among red lanterns. */
export const dragonTheme: TSlotTheme = {
  paytableKey: 'dragon',
  scene,
  art: {
    wild: plaqueArt('hold-dragon-wild', ['#15803d', '#052e16'], '#f5c542', 'WILD'),
    coin: coinArt('hold-dragon-coin', ['#f5c542', '#9a5b00'], ['#fde68a', '#d97706'], squareHole),
    crown: ingot,
    dragon: dragonEye,
    phoenix: pearl,
    ace: cardArt('A', card, '#fca5a5', '#b91c1c'),
    king: cardArt('K', card, '#86efac', '#15803d'),
    queen: cardArt('Q', card, '#fdba74', '#c2410c'),
    jack: cardArt('J', card, '#fde68a', '#a16207'),
  },
  symbolNames: {
    wild: 'Wild',
    coin: 'Fortune Coin',
    crown: 'Gold Ingot',
    dragon: 'Dragon Eye',
    phoenix: 'Fire Pearl',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
  },
};
