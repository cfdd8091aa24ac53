import {
  cardArt,
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
  id: 'aztec',
  top: '#f3d9a4',
  bottom: '#a0692a',
  outline: '#2b1a08',
  font: 'Impact, "Arial Black", sans-serif',
};

const rays = Array.from({ length: 12 }, (_, index) => {
  const angle = (index * Math.PI) / 6;
  const at = (radius: number, turn = 0) =>
    `${(50 + radius * Math.cos(angle + turn)).toFixed(1)} ${(50 + radius * Math.sin(angle + turn)).toFixed(1)}`;
  return `<path d="M${at(30, -0.2)} L${at(47)} L${at(30, 0.2)} Z"/>`;
}).join('');

const sunMask = svg(
  `<defs>${radial('aztec-sun', '#fff3b0', '#d48a00')}</defs><g fill="#f5b400" stroke="#6b3d00" stroke-width="2">${rays}</g><circle cx="50" cy="50" r="31" fill="url(#aztec-sun)" stroke="#6b3d00" stroke-width="4"/><path d="M36 44 h10 M54 44 h10" stroke="#3b2410" stroke-width="5" stroke-linecap="round"/><path d="M38 62 Q50 70 62 62" stroke="#3b2410" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="50" cy="52" r="3" fill="#c2410c"/>${glint(36, 32, 6)}`,
);

const idol = svg(
  `<defs>${linear('aztec-jade', '#b6f5c8', '#21a366', '#0b4d2c')}</defs><path d="M22 20 Q50 4 78 20 V82 H22 Z" fill="url(#aztec-jade)" stroke="#06351e" stroke-width="4" stroke-linejoin="round"/><rect x="30" y="36" width="14" height="10" rx="2" fill="#06351e"/><rect x="56" y="36" width="14" height="10" rx="2" fill="#06351e"/><path d="M46 50 V62 H54 V50" fill="none" stroke="#06351e" stroke-width="4"/><rect x="34" y="68" width="32" height="7" rx="2" fill="#06351e"/><path d="M22 26 H12 V44 H22 M78 26 H88 V44 H78" fill="#f5c542" stroke="#06351e" stroke-width="3"/>${glint(34, 24, 6)}`,
);

const calendar = svg(
  `<defs>${radial('aztec-stone', '#e9d3a6', '#8a6a3a')}</defs><circle cx="50" cy="50" r="44" fill="url(#aztec-stone)" stroke="#3b2410" stroke-width="4"/><circle cx="50" cy="50" r="32" fill="none" stroke="#3b2410" stroke-width="3" stroke-dasharray="6 4"/><circle cx="50" cy="50" r="20" fill="#21a366" stroke="#3b2410" stroke-width="3"/><path d="M50 36 L56 50 L50 64 L44 50 Z" fill="#f5c542" stroke="#3b2410" stroke-width="2"/>${glint(32, 28, 6)}`,
);

const scene = sceneArt(
  'aztec',
  ['#0f3b2a', '#0a2a1f', '#061710'],
  `<path d="M400 1000 V820 H460 V740 H520 V660 H580 V590 H1020 V660 H1080 V740 H1140 V820 H1200 V1000 Z" fill="#f3d9a4" opacity="0.1"/><path d="M0 200 Q120 320 60 480 M1600 160 Q1470 300 1540 500" stroke="#21a366" stroke-width="18" fill="none" opacity="0.25"/>`,
  '#f5d27a',
);

/** Aztec Avalanche: sun masks, jade idols and stone calendars in the jungle. */
export const aztecTheme: TSlotTheme = {
  paytableKey: 'aztec',
  scene,
  art: {
    wild: plaqueArt('aztec-wild', ['#21a366', '#0b4d2c'], '#f5c542', 'WILD'),
    crown: sunMask,
    chalice: idol,
    ring: calendar,
    ace: cardArt('A', card, '#ffd27a', '#c2410c'),
    king: cardArt('K', card, '#8ff0c0', '#0f7a4a'),
    queen: cardArt('Q', card, '#ffb38a', '#9a3412'),
    jack: cardArt('J', card, '#9fd8ff', '#1e5fa0'),
    ten: cardArt('10', card),
  },
  symbolNames: {
    wild: 'Wild',
    crown: 'Sun Mask',
    chalice: 'Jade Idol',
    ring: 'Stone Calendar',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
    ten: 'Ten',
  },
};
