import {
  cardArt,
  glint,
  linear,
  plaqueArt,
  sceneArt,
  svg,
  type TCardStyle,
  type TSlotTheme,
} from '@casino/slot-ui';

const card: TCardStyle = {
  id: 'olympus',
  top: '#ffffff',
  bottom: '#b8b2c9',
  outline: '#3a2a00',
  font: 'Georgia, serif',
};

const leaves = (side: 1 | -1) =>
  Array.from({ length: 6 }, (_, index) => {
    const angle = 200 + index * 26;
    const radians = (angle * Math.PI) / 180;
    const x = 50 + side * 34 * Math.cos(radians);
    const y = 54 + 34 * Math.sin(radians) * -1;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="10" ry="5" transform="rotate(${side * (angle - 90)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');

const laurel = svg(
  `<defs>${linear('olympus-laurel', '#fff7c4', '#f5c542', '#8a5a00')}</defs><g fill="url(#olympus-laurel)" stroke="#5a3a00" stroke-width="2">${leaves(1)}${leaves(-1)}</g><path d="M40 86 Q50 78 60 86" stroke="#8a5a00" stroke-width="5" fill="none" stroke-linecap="round"/>${glint(50, 30, 7)}`,
);

const amphora = svg(
  `<defs>${linear('olympus-amphora', '#ffcf9a', '#d9762b', '#7a3300')}</defs><path d="M40 10 H60 V20 Q60 26 66 32 Q80 46 74 68 Q68 86 56 90 H44 Q32 86 26 68 Q20 46 34 32 Q40 26 40 20 Z" fill="url(#olympus-amphora)" stroke="#3a1a00" stroke-width="4" stroke-linejoin="round"/><path d="M40 22 Q22 22 26 42 M60 22 Q78 22 74 42" stroke="#3a1a00" stroke-width="4" fill="none"/><path d="M28 52 H72 M30 62 H70" stroke="#1b1030" stroke-width="4"/><path d="M34 56 L40 60 L46 56 L52 60 L58 56 L64 60" stroke="#1b1030" stroke-width="2" fill="none"/>${glint(38, 40, 6)}`,
);

const bolt = svg(
  `<defs>${linear('olympus-bolt', '#ffffff', '#ffe14d', '#e08a00')}</defs><circle cx="50" cy="50" r="44" fill="#4c1d95" opacity="0.35"/><path d="M58 6 L24 56 H46 L36 94 L78 38 H54 Z" fill="url(#olympus-bolt)" stroke="#6b3d00" stroke-width="4" stroke-linejoin="round"/>${glint(56, 24, 6)}`,
);

const columns = [160, 300, 1300, 1440]
  .map((x) => `<rect x="${x}" y="420" width="50" height="500" rx="6"/>`)
  .join('');

const scene = sceneArt(
  'olympus',
  ['#3b2a6b', '#1e1541', '#0b0820'],
  `<g fill="#e8e2ff" opacity="0.12">${columns}<path d="M120 420 L255 330 L390 420 Z M1260 420 L1395 330 L1530 420 Z"/><rect x="100" y="920" width="1400" height="40"/></g><path d="M800 0 L760 120 L800 110 L770 220" stroke="#ffe14d" stroke-width="6" fill="none" opacity="0.35"/>`,
  '#fff3b0',
);

/** Olympus Rockslide: laurels, amphorae and thunderbolts above a marble temple. */
export const olympusTheme: TSlotTheme = {
  paytableKey: 'olympus',
  scene,
  art: {
    wild: plaqueArt('olympus-wild', ['#f4f1ff', '#8f86b3'], '#f5c542', 'WILD'),
    crown: laurel,
    chalice: amphora,
    ring: bolt,
    ace: cardArt('A', card, '#ffe27a', '#b7791f'),
    king: cardArt('K', card, '#9be7ff', '#1f6fd1'),
    queen: cardArt('Q', card, '#ffb3b3', '#b91c1c'),
    jack: cardArt('J', card, '#c9a6ff', '#6b21a8'),
    ten: cardArt('10', card),
  },
  symbolNames: {
    wild: 'Wild',
    crown: 'Laurel Crown',
    chalice: 'Golden Amphora',
    ring: 'Thunderbolt',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
    ten: 'Ten',
  },
};
