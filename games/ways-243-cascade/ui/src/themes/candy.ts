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
  id: 'candy',
  top: '#ffe066',
  bottom: '#f08c00',
  outline: '#5a1050',
  font: '"Trebuchet MS", "Comic Sans MS", sans-serif',
};

const lollipop = svg(
  `<defs>${radial('candy-pop', '#ffd1ec', '#e0338f')}</defs><rect x="46" y="56" width="8" height="40" rx="4" fill="#fff" stroke="#b3a0c8" stroke-width="2"/><circle cx="50" cy="40" r="34" fill="url(#candy-pop)" stroke="#8a0f55" stroke-width="4"/><path d="M50 40 m0 -4 a4 4 0 1 1 -4 4 a8 8 0 1 1 8 8 a12 12 0 1 1 -12 -12 a16 16 0 1 1 16 16 a20 20 0 1 1 -20 -20 a24 24 0 1 1 24 24" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.9"/><path d="M30 8 L36 16 L42 8 Z" fill="#ffd43b" stroke="#8a5a00" stroke-width="2"/>${glint(34, 26, 6)}`,
);

const cupcake = svg(
  `<defs>${linear('candy-cup', '#8fe3ff', '#2f9be0', '#125e96')}${radial('candy-frost', '#ffffff', '#ffb3d9')}</defs><path d="M22 52 H78 L70 92 H30 Z" fill="url(#candy-cup)" stroke="#0b3d63" stroke-width="4" stroke-linejoin="round"/><path d="M36 54 L40 90 M50 54 V90 M64 54 L60 90" stroke="#fff" stroke-width="2" opacity="0.6"/><path d="M18 54 Q14 36 32 34 Q30 18 50 20 Q70 18 68 34 Q86 36 82 54 Z" fill="url(#candy-frost)" stroke="#a3185f" stroke-width="4" stroke-linejoin="round"/><circle cx="50" cy="14" r="8" fill="#e0263f" stroke="#7a1020" stroke-width="3"/><g fill="#7c3aed"><rect x="34" y="38" width="6" height="3" rx="1.5"/><rect x="58" y="42" width="6" height="3" rx="1.5"/></g><g fill="#22c55e"><rect x="46" y="30" width="6" height="3" rx="1.5"/></g>`,
);

const donut = svg(
  `<defs>${radial('candy-dough', '#ffe0b3', '#c77a2b')}${radial('candy-icing', '#ffc6e6', '#ee5fa7')}</defs><circle cx="50" cy="52" r="40" fill="url(#candy-dough)" stroke="#6b3a0a" stroke-width="4"/><path d="M50 18 Q78 16 84 46 Q88 64 72 70 Q62 84 44 80 Q22 82 18 60 Q12 32 50 18 Z" fill="url(#candy-icing)"/><circle cx="50" cy="52" r="13" fill="#3b1030" stroke="#6b3a0a" stroke-width="4"/>${[
    [30, 36, '#ffe066'],
    [64, 30, '#5eead4'],
    [72, 56, '#ffffff'],
    [34, 66, '#7c3aed'],
    [56, 72, '#ffe066'],
    [26, 50, '#5eead4'],
  ]
    .map(
      ([x, y, color]) =>
        `<rect x="${x}" y="${y}" width="8" height="3" rx="1.5" fill="${color}" transform="rotate(${Number(x) * 7} ${x} ${y})"/>`,
    )
    .join('')}${glint(32, 28, 6)}`,
);

const scene = sceneArt(
  'candy',
  ['#ff8cc6', '#b4368a', '#4a0f4a'],
  `<path d="M0 860 Q400 760 800 860 T1600 860 V1000 H0 Z" fill="#ffd1ec" opacity="0.22"/>${[
    [140, 180, '#ffe066'],
    [1460, 220, '#5eead4'],
    [260, 620, '#ffffff'],
    [1360, 640, '#ffe066'],
  ]
    .map(([x, y, color]) => `<circle cx="${x}" cy="${y}" r="60" fill="${color}" opacity="0.16"/>`)
    .join('')}`,
  '#ffffff',
);

/** Candy Crown Cascade: lollipops, cupcakes and donuts on a sugar-pink sky. */
export const candyTheme: TSlotTheme = {
  paytableKey: 'candy',
  scene,
  art: {
    wild: plaqueArt('candy-wild', ['#ff6fb5', '#7c3aed'], '#ffe066', 'WILD'),
    crown: lollipop,
    chalice: cupcake,
    ring: donut,
    ace: cardArt('A', card, '#ff8fd0', '#c2187a'),
    king: cardArt('K', card, '#8ff5ff', '#0891b2'),
    queen: cardArt('Q', card, '#c9a6ff', '#7c3aed'),
    jack: cardArt('J', card, '#b6ff9e', '#16a34a'),
    ten: cardArt('10', card),
  },
  symbolNames: {
    wild: 'Wild',
    crown: 'Crown Lollipop',
    chalice: 'Cupcake',
    ring: 'Sprinkle Donut',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
    ten: 'Ten',
  },
};
