import {
  cardArt,
  coinArt,
  glint,
  linear,
  plaqueArt,
  sceneArt,
  svg,
  type TCardStyle,
  type TSlotTheme,
} from '@casino/slot-ui';

const card: TCardStyle = {
  id: 'hold-pharaoh',
  top: '#fde68a',
  bottom: '#b45309',
  outline: '#0b1d4a',
  font: 'Georgia, serif',
};

const mask = svg(
  `<defs>${linear('hold-pharaoh-gold', '#fff7c4', '#f5c542', '#9a5b00')}${linear('hold-pharaoh-face', '#fde68a', '#d99a3a', '#8a5a00')}</defs><path d="M50 6 Q84 8 88 40 L94 92 H6 L12 40 Q16 8 50 6 Z" fill="url(#hold-pharaoh-gold)" stroke="#3a2400" stroke-width="3"/><g stroke="#1e3a8a" stroke-width="5"><path d="M16 48 L10 90 M26 46 L22 90 M74 46 L78 90 M84 48 L90 90"/></g><path d="M30 30 Q50 22 70 30 V62 Q50 82 30 62 Z" fill="url(#hold-pharaoh-face)" stroke="#3a2400" stroke-width="3"/><path d="M36 44 H46 M54 44 H64" stroke="#0b1d4a" stroke-width="4" stroke-linecap="round"/><rect x="44" y="70" width="12" height="20" rx="3" fill="#1e3a8a" stroke="#3a2400" stroke-width="2"/><path d="M46 10 Q50 4 54 10 L52 22 H48 Z" fill="#1e3a8a"/>${glint(36, 20, 6)}`,
);

const scarab = svg(
  `<defs>${linear('hold-pharaoh-scarab', '#7dd3fc', '#1e3a8a', '#0b1d4a')}${linear('hold-pharaoh-wing', '#fff7c4', '#f5c542', '#9a5b00')}</defs><path d="M48 46 Q18 30 6 50 Q16 64 46 58 Z M52 46 Q82 30 94 50 Q84 64 54 58 Z" fill="url(#hold-pharaoh-wing)" stroke="#3a2400" stroke-width="3"/><ellipse cx="50" cy="58" rx="18" ry="26" fill="url(#hold-pharaoh-scarab)" stroke="#06122e" stroke-width="3"/><circle cx="50" cy="28" r="10" fill="url(#hold-pharaoh-scarab)" stroke="#06122e" stroke-width="3"/><path d="M50 36 V84" stroke="#7dd3fc" stroke-width="2"/><circle cx="50" cy="12" r="8" fill="#f97316" stroke="#7c2d12" stroke-width="2"/>${glint(44, 50, 6)}`,
);

const ankh = svg(
  `<defs>${linear('hold-pharaoh-ankh', '#fff7c4', '#f5c542', '#9a5b00')}</defs><path d="M50 8 C30 8 30 44 46 50 H20 V62 H44 V94 H56 V62 H80 V50 H54 C70 44 70 8 50 8 Z M50 20 C60 20 60 42 50 46 C40 42 40 20 50 20 Z" fill="url(#hold-pharaoh-ankh)" stroke="#3a2400" stroke-width="3" fill-rule="evenodd"/><circle cx="50" cy="56" r="4" fill="#1e3a8a"/>${glint(40, 24, 6)}`,
);

const eye = `<path d="M28 50 Q50 32 72 50 Q50 66 28 50 Z" fill="#fff3c4" stroke="#0b1d4a" stroke-width="3"/><circle cx="50" cy="50" r="7" fill="#0b1d4a"/><path d="M46 60 L42 72 M56 58 Q66 64 64 72" stroke="#0b1d4a" stroke-width="3" fill="none"/>`;

const scene = sceneArt(
  'hold-pharaoh',
  ['#f59e0b', '#7c2d12', '#1c0a03'],
  `<g fill="#1c0a03" opacity="0.55"><path d="M200 1000 L560 560 L920 1000 Z"/><path d="M820 1000 L1120 640 L1420 1000 Z"/><path d="M-100 1000 L160 720 L420 1000 Z"/></g><circle cx="1240" cy="300" r="120" fill="#fde68a" opacity="0.35"/>`,
  '#fff3b0',
);

/** Pharaoh Cash Hold: golden masks, scarabs and ankhs in the desert at dusk. */
export const pharaohTheme: TSlotTheme = {
  paytableKey: 'pharaoh',
  scene,
  art: {
    wild: plaqueArt('hold-pharaoh-wild', ['#1e3a8a', '#0b1d4a'], '#f5c542', 'WILD'),
    coin: coinArt('hold-pharaoh-coin', ['#f5c542', '#9a5b00'], ['#fde68a', '#c27400'], eye),
    crown: mask,
    dragon: scarab,
    phoenix: ankh,
    ace: cardArt('A', card, '#7dd3fc', '#1e3a8a'),
    king: cardArt('K', card, '#fde68a', '#b45309'),
    queen: cardArt('Q', card, '#5eead4', '#0f766e'),
    jack: cardArt('J', card, '#fca5a5', '#b91c1c'),
  },
  symbolNames: {
    wild: 'Wild',
    coin: 'Eye Coin',
    crown: 'Golden Mask',
    dragon: 'Sacred Scarab',
    phoenix: 'Ankh',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
  },
};
