import {
  cardArt,
  coinArt,
  crownIcon,
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
  id: 'hold-crown',
  top: '#ffe27a',
  bottom: '#c27400',
  outline: '#3a0a14',
  font: 'Georgia, serif',
};

const crest = svg(
  `<defs>${linear('hold-crown-crest', '#ff9aa8', '#c8102e', '#5c0014')}${linear('hold-crown-trim', '#fff7c4', '#f5c542', '#8a5a00')}</defs><path d="M14 12 H86 V46 Q86 78 50 94 Q14 78 14 46 Z" fill="url(#hold-crown-trim)" stroke="#5a3300" stroke-width="3"/><path d="M22 20 H78 V46 Q78 72 50 85 Q22 72 22 46 Z" fill="url(#hold-crown-crest)"/><path d="M30 54 L28 34 L40 44 L50 28 L60 44 L72 34 L70 54 Z" fill="url(#hold-crown-trim)" stroke="#5a3300" stroke-width="2"/><rect x="30" y="56" width="40" height="7" rx="2" fill="url(#hold-crown-trim)"/>${glint(32, 26, 6)}`,
);

const orb = svg(
  `<defs>${radial('hold-crown-orb', '#b3d4ff', '#1d3f9e')}${linear('hold-crown-band', '#fff7c4', '#f5c542', '#8a5a00')}</defs><rect x="46" y="4" width="8" height="24" rx="2" fill="url(#hold-crown-band)" stroke="#5a3300" stroke-width="2"/><rect x="38" y="10" width="24" height="8" rx="2" fill="url(#hold-crown-band)" stroke="#5a3300" stroke-width="2"/><circle cx="50" cy="60" r="34" fill="url(#hold-crown-orb)" stroke="#0b1f5c" stroke-width="4"/><path d="M16 60 H84 M50 26 V94" stroke="url(#hold-crown-band)" stroke-width="7"/><circle cx="50" cy="60" r="6" fill="#e0263f" stroke="#fff" stroke-width="2"/>${glint(36, 46, 7)}`,
);

const coinCrown = `<path d="M32 58 L30 38 L41 47 L50 32 L59 47 L70 38 L68 58 Z" fill="#fff3c4" stroke="#7a4a00" stroke-width="3" stroke-linejoin="round"/><rect x="32" y="60" width="36" height="7" rx="2" fill="#fff3c4" stroke="#7a4a00" stroke-width="3"/>`;

const scene = sceneArt(
  'hold-crown',
  ['#5c0a1e', '#2a0612', '#0e030a'],
  `<g fill="#f5c542" opacity="0.12"><path d="M0 1000 V700 H200 V560 H260 V700 H400 V1000 Z M1200 1000 V700 H1340 V560 H1400 V700 H1600 V1000 Z"/><circle cx="800" cy="-80" r="420"/></g>`,
  '#ffe9a3',
);

/** Crown Coins Link: the royal treasury, crests and orbs on crimson velvet. */
export const crownTheme: TSlotTheme = {
  paytableKey: 'crown',
  scene,
  art: {
    wild: plaqueArt('hold-crown-wild', ['#c8102e', '#4a0010'], '#f5c542', 'WILD'),
    coin: coinArt('hold-crown-coin', ['#f5c542', '#9a5b00'], ['#ffe27a', '#c27400'], coinCrown),
    crown: crownIcon('hold-crown-crown', '#f5c542', '#8a4b00', '#2f7de1'),
    dragon: crest,
    phoenix: orb,
    ace: cardArt('A', card, '#ff8fb1', '#b0003a'),
    king: cardArt('K', card, '#9be7ff', '#1f6fd1'),
    queen: cardArt('Q', card, '#d9a6ff', '#6b21a8'),
    jack: cardArt('J', card, '#b6ff9e', '#2e9d2e'),
  },
  symbolNames: {
    wild: 'Wild',
    coin: 'Crown Coin',
    crown: 'Royal Crown',
    dragon: 'Royal Crest',
    phoenix: 'Sapphire Orb',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
  },
};
