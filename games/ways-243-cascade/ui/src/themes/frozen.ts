import {
  cardArt,
  crownIcon,
  gemArt,
  glint,
  linear,
  plaqueArt,
  sceneArt,
  svg,
  type TCardStyle,
  type TSlotTheme,
} from '@casino/slot-ui';

const card: TCardStyle = {
  id: 'frozen',
  top: '#dff6ff',
  bottom: '#5aa9e6',
  outline: '#0b2b55',
  font: 'Georgia, serif',
};

const arm = (angle: number) =>
  `<g transform="rotate(${angle} 50 50)"><path d="M50 50 V10 M50 22 L40 14 M50 22 L60 14 M50 34 L42 28 M50 34 L58 28" /></g>`;

const crystal = svg(
  `<defs>${linear('frozen-crystal', '#ffffff', '#9be7ff', '#2f7de1')}</defs><circle cx="50" cy="50" r="44" fill="#0b2b55" opacity="0.25"/><g stroke="url(#frozen-crystal)" stroke-width="6" stroke-linecap="round" fill="none">${[0, 60, 120, 180, 240, 300].map(arm).join('')}</g><circle cx="50" cy="50" r="8" fill="#ffffff" stroke="#2f7de1" stroke-width="3"/>${glint(30, 30, 6)}`,
);

const scene = sceneArt(
  'frozen',
  ['#123a7a', '#0a1f4a', '#050d24'],
  `<path d="M0 1000 L220 700 L380 820 L620 560 L860 840 L1040 660 L1260 860 L1420 720 L1600 900 V1000 Z" fill="#dff6ff" opacity="0.12"/><path d="M620 560 L680 640 L640 630 L600 660 Z M220 700 L260 760 L200 750 Z" fill="#ffffff" opacity="0.2"/>`,
  '#dff6ff',
);

/** Frozen Gems Fall: ice crowns, snow crystals and frost diamonds under the northern sky. */
export const frozenTheme: TSlotTheme = {
  paytableKey: 'frozen',
  scene,
  art: {
    wild: plaqueArt('frozen-wild', ['#5aa9e6', '#123a7a'], '#dff6ff', 'WILD'),
    crown: crownIcon('frozen-crown', '#9be7ff', '#1c4f8a', '#7c3aed'),
    chalice: crystal,
    ring: gemArt('frozen-gem', '#e8fbff', '#5ad1ff', '#0b4f8a'),
    ace: cardArt('A', card, '#c9f2ff', '#1f6fd1'),
    king: cardArt('K', card, '#e0d4ff', '#6d4fd8'),
    queen: cardArt('Q', card, '#c6fff0', '#0f9b8e'),
    jack: cardArt('J', card, '#bfdbfe', '#1e40af'),
    ten: cardArt('10', card),
  },
  symbolNames: {
    wild: 'Wild',
    crown: 'Ice Crown',
    chalice: 'Snow Crystal',
    ring: 'Frost Diamond',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
    ten: 'Ten',
  },
};
