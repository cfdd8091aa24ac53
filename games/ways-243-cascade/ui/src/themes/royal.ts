import {
  cardArt,
  crownIcon,
  glint,
  linear,
  plaqueArt,
  sceneArt,
  svg,
  type TCardStyle,
  type TSlotTheme,
} from '@casino/slot-ui';

const card: TCardStyle = {
  id: 'royal',
  top: '#ffe27a',
  bottom: '#c27400',
  outline: '#2a0d45',
  font: 'Georgia, serif',
};

const chalice = svg(
  `<defs>${linear('royal-chalice', '#fff7c4', '#f5c542', '#9a5b00')}</defs><path d="M24 14 H76 Q78 50 50 58 Q22 50 24 14 Z" fill="url(#royal-chalice)" stroke="#6b3d00" stroke-width="4" stroke-linejoin="round"/><rect x="45" y="57" width="10" height="18" fill="url(#royal-chalice)" stroke="#6b3d00" stroke-width="3"/><path d="M26 88 Q50 70 74 88 Z" fill="url(#royal-chalice)" stroke="#6b3d00" stroke-width="4" stroke-linejoin="round"/><circle cx="50" cy="32" r="7" fill="#e0263f" stroke="#fff" stroke-width="2"/><circle cx="35" cy="28" r="4" fill="#2f7de1"/><circle cx="65" cy="28" r="4" fill="#2f7de1"/>${glint(34, 22, 6)}`,
);

const ring = svg(
  `<defs>${linear('royal-ring', '#fff7c4', '#f5c542', '#9a5b00')}${linear('royal-ruby', '#ffb3c4', '#e0263f', '#6b0016')}</defs><ellipse cx="50" cy="62" rx="32" ry="28" fill="none" stroke="url(#royal-ring)" stroke-width="11"/><ellipse cx="50" cy="62" rx="32" ry="28" fill="none" stroke="#6b3d00" stroke-width="2"/><path d="M34 30 L42 14 H58 L66 30 L50 46 Z" fill="url(#royal-ruby)" stroke="#5c0014" stroke-width="3" stroke-linejoin="round"/>${glint(44, 22, 6)}`,
);

const scene = sceneArt(
  'royal',
  ['#2a0f5c', '#170838', '#0b0420'],
  `<g fill="#f5c542" opacity="0.14">${[120, 420, 1180, 1480]
    .map(
      (x) =>
        `<rect x="${x - 30}" y="360" width="60" height="640"/><path d="M${x - 70} 360 Q${x} 250 ${x + 70} 360 Z"/>`,
    )
    .join('')}</g><path d="M0 900 H1600 V1000 H0 Z" fill="#f5c542" opacity="0.08"/>`,
  '#ffe9a3',
);

/** Royal Tumble: crown jewels on a purple velvet palace. */
export const royalTheme: TSlotTheme = {
  paytableKey: 'royal',
  scene,
  art: {
    wild: plaqueArt('royal-wild', ['#9b4dff', '#3a0b7a'], '#f5c542', 'WILD'),
    crown: crownIcon('royal-crown', '#f5c542', '#8a4b00', '#e0263f'),
    chalice,
    ring,
    ace: cardArt('A', card, '#ff8fb1', '#b0003a'),
    king: cardArt('K', card, '#9be7ff', '#1f6fd1'),
    queen: cardArt('Q', card, '#d9a6ff', '#6b21a8'),
    jack: cardArt('J', card, '#b6ff9e', '#2e9d2e'),
    ten: cardArt('10', card),
  },
  symbolNames: {
    wild: 'Wild',
    crown: 'Royal Crown',
    chalice: 'Golden Chalice',
    ring: 'Ruby Ring',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
    ten: 'Ten',
  },
};
