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
  id: 'hold-panda',
  top: '#bbf7d0',
  bottom: '#15803d',
  outline: '#052e16',
  font: '"Trebuchet MS", sans-serif',
};

const panda = svg(
  `<defs>${radial('hold-panda-face', '#ffffff', '#d4d4d8')}</defs><circle cx="22" cy="24" r="14" fill="#18181b"/><circle cx="78" cy="24" r="14" fill="#18181b"/><circle cx="50" cy="54" r="40" fill="url(#hold-panda-face)" stroke="#18181b" stroke-width="4"/><ellipse cx="34" cy="50" rx="10" ry="13" fill="#18181b" transform="rotate(-20 34 50)"/><ellipse cx="66" cy="50" rx="10" ry="13" fill="#18181b" transform="rotate(20 66 50)"/><circle cx="36" cy="48" r="4" fill="#fff"/><circle cx="64" cy="48" r="4" fill="#fff"/><ellipse cx="50" cy="66" rx="7" ry="5" fill="#18181b"/><path d="M42 76 Q50 82 58 76" stroke="#18181b" stroke-width="3" fill="none"/><circle cx="26" cy="68" r="6" fill="#fda4af" opacity="0.7"/><circle cx="74" cy="68" r="6" fill="#fda4af" opacity="0.7"/>`,
);

const lantern = svg(
  `<defs>${radial('hold-panda-lantern', '#fecaca', '#dc2626')}${linear('hold-panda-cap', '#fff7c4', '#f5c542', '#9a5b00')}</defs><line x1="50" y1="2" x2="50" y2="14" stroke="#9a5b00" stroke-width="3"/><rect x="34" y="12" width="32" height="9" rx="3" fill="url(#hold-panda-cap)"/><ellipse cx="50" cy="50" rx="36" ry="30" fill="url(#hold-panda-lantern)" stroke="#7f1d1d" stroke-width="3"/><path d="M50 20 V80 M32 24 Q22 50 32 76 M68 24 Q78 50 68 76" stroke="#7f1d1d" stroke-width="2" fill="none"/><rect x="34" y="78" width="32" height="9" rx="3" fill="url(#hold-panda-cap)"/><path d="M44 88 V98 M50 88 V98 M56 88 V98" stroke="#f5c542" stroke-width="3"/>${glint(34, 36, 6)}`,
);

const bamboo = svg(
  `<defs>${linear('hold-panda-bamboo', '#bbf7d0', '#22c55e', '#14532d')}</defs>${[28, 50, 72]
    .map(
      (x, index) =>
        `<rect x="${x - 8}" y="${8 + index * 4}" width="16" height="${84 - index * 4}" rx="6" fill="url(#hold-panda-bamboo)" stroke="#052e16" stroke-width="3"/><path d="M${x - 8} ${36 + index * 4} H${x + 8} M${x - 8} ${64 + index * 2} H${x + 8}" stroke="#052e16" stroke-width="3"/>`,
    )
    .join(
      '',
    )}<path d="M58 30 Q76 16 92 22 Q78 34 58 30 Z M40 50 Q22 38 8 46 Q22 56 40 50 Z" fill="#4ade80" stroke="#052e16" stroke-width="2"/>`,
);

const jadeHole = `<rect x="41" y="41" width="18" height="18" fill="#052e16" stroke="#14532d" stroke-width="3"/><circle cx="50" cy="28" r="4" fill="#fff3c4"/><circle cx="50" cy="72" r="4" fill="#fff3c4"/><circle cx="28" cy="50" r="4" fill="#fff3c4"/><circle cx="72" cy="50" r="4" fill="#fff3c4"/>`;

const scene = sceneArt(
  'hold-panda',
  ['#14532d', '#0b3320', '#04140c'],
  `<g stroke="#4ade80" stroke-width="26" opacity="0.14">${[60, 150, 1420, 1520, 1340]
    .map((x) => `<line x1="${x}" y1="0" x2="${x + 20}" y2="1000"/>`)
    .join(
      '',
    )}</g><g fill="#4ade80" opacity="0.12"><ellipse cx="200" cy="300" rx="90" ry="26" transform="rotate(-25 200 300)"/><ellipse cx="1400" cy="420" rx="90" ry="26" transform="rotate(25 1400 420)"/></g>`,
  '#fef3c7',
);

/** Lucky Panda Respins: pandas, red lanterns and bamboo in the grove. */
export const pandaTheme: TSlotTheme = {
  paytableKey: 'panda',
  scene,
  art: {
    wild: plaqueArt('hold-panda-wild', ['#dc2626', '#7f1d1d'], '#f5c542', 'WILD'),
    coin: coinArt('hold-panda-coin', ['#86efac', '#166534'], ['#bbf7d0', '#15803d'], jadeHole),
    crown: panda,
    dragon: lantern,
    phoenix: bamboo,
    ace: cardArt('A', card, '#fca5a5', '#dc2626'),
    king: cardArt('K', card, '#fde68a', '#ca8a04'),
    queen: cardArt('Q', card, '#bbf7d0', '#15803d'),
    jack: cardArt('J', card, '#a5f3fc', '#0e7490'),
  },
  symbolNames: {
    wild: 'Wild',
    coin: 'Jade Coin',
    crown: 'Lucky Panda',
    dragon: 'Red Lantern',
    phoenix: 'Golden Bamboo',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
  },
};
