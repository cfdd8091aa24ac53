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
  id: 'hold-viking',
  top: '#e2e8f0',
  bottom: '#64748b',
  outline: '#0f172a',
  font: 'Impact, "Arial Black", sans-serif',
};

const helm = svg(
  `<defs>${linear('hold-viking-steel', '#f1f5f9', '#94a3b8', '#334155')}${linear('hold-viking-horn', '#fffbeb', '#e7d3a8', '#8a6a3a')}</defs><path d="M22 52 Q4 40 8 10 Q18 34 30 40 Z M78 52 Q96 40 92 10 Q82 34 70 40 Z" fill="url(#hold-viking-horn)" stroke="#3a2a10" stroke-width="3" stroke-linejoin="round"/><path d="M18 66 Q18 22 50 22 Q82 22 82 66 Z" fill="url(#hold-viking-steel)" stroke="#0f172a" stroke-width="4"/><rect x="14" y="62" width="72" height="12" rx="4" fill="#b45309" stroke="#0f172a" stroke-width="3"/><rect x="46" y="22" width="8" height="64" rx="3" fill="#64748b" stroke="#0f172a" stroke-width="3"/><g fill="#fde68a">${[22, 34, 66, 78].map((x) => `<circle cx="${x}" cy="68" r="2.5"/>`).join('')}</g>${glint(34, 36, 6)}`,
);

const axe = svg(
  `<defs>${linear('hold-viking-blade', '#ffffff', '#cbd5e1', '#475569')}${linear('hold-viking-haft', '#d6a36a', '#8a5a2b', '#4a2c10')}</defs><rect x="46" y="8" width="9" height="88" rx="4" fill="url(#hold-viking-haft)" stroke="#2a1606" stroke-width="3" transform="rotate(18 50 50)"/><path d="M52 14 Q86 10 92 44 Q78 40 62 48 Z" fill="url(#hold-viking-blade)" stroke="#0f172a" stroke-width="3" stroke-linejoin="round"/><path d="M48 20 Q24 16 14 40 Q28 38 42 44 Z" fill="url(#hold-viking-blade)" stroke="#0f172a" stroke-width="3" stroke-linejoin="round"/>${glint(74, 24, 6)}`,
);

const shield = svg(
  `<defs>${radial('hold-viking-wood', '#dc7b3b', '#7c2d12')}${linear('hold-viking-rim', '#f1f5f9', '#94a3b8', '#334155')}</defs><circle cx="50" cy="50" r="45" fill="url(#hold-viking-rim)" stroke="#0f172a" stroke-width="3"/><circle cx="50" cy="50" r="38" fill="url(#hold-viking-wood)"/><path d="M50 12 V88 M12 50 H88" stroke="#1e3a8a" stroke-width="10"/><circle cx="50" cy="50" r="12" fill="url(#hold-viking-rim)" stroke="#0f172a" stroke-width="3"/>${glint(34, 30, 6)}`,
);

const rune = `<path d="M42 30 V70 M42 30 L60 42 L42 52 M42 52 L62 70" stroke="#3a2400" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const scene = sceneArt(
  'hold-viking',
  ['#0f2a44', '#0a1a2e', '#030812'],
  `<path d="M0 200 Q400 80 800 200 T1600 180" stroke="#34d399" stroke-width="60" fill="none" opacity="0.14"/><path d="M0 1000 L260 640 L420 780 L700 520 L980 820 L1200 600 L1600 900 V1000 Z" fill="#94a3b8" opacity="0.12"/>`,
  '#e0f2fe',
);

/** Viking Gold Hold: horned helms, axes and rune shields under the aurora. */
export const vikingTheme: TSlotTheme = {
  paytableKey: 'viking',
  scene,
  art: {
    wild: plaqueArt('hold-viking-wild', ['#1e3a8a', '#0f172a'], '#cbd5e1', 'WILD'),
    coin: coinArt('hold-viking-coin', ['#f5c542', '#9a5b00'], ['#fde68a', '#b45309'], rune),
    crown: helm,
    dragon: axe,
    phoenix: shield,
    ace: cardArt('A', card, '#fde68a', '#b45309'),
    king: cardArt('K', card, '#93c5fd', '#1d4ed8'),
    queen: cardArt('Q', card, '#fca5a5', '#b91c1c'),
    jack: cardArt('J', card, '#86efac', '#15803d'),
  },
  symbolNames: {
    wild: 'Wild',
    coin: 'Rune Coin',
    crown: 'Horned Helm',
    dragon: 'Battle Axe',
    phoenix: 'Rune Shield',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
  },
};
