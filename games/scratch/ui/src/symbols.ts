/**
 * SCRATCHCROWN symbol artwork (100×100 SVG, drawn in code): every symbol of every title's prize
 * table, by the symbol names the round server uses. Gradients are shared through one sprite.
 */
type TArt = { defs: string; body: string };

const linear = (id: string, stops: readonly string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((color, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

const shine = (x: number, y: number, size: number) =>
  `<path d="M${x} ${y - size} Q${x} ${y} ${x + size} ${y} Q${x} ${y} ${x} ${y + size} Q${x} ${y} ${x - size} ${y} Q${x} ${y} ${x} ${y - size} Z" fill="#fff" opacity="0.9"/>`;

const GOLD = ['#fff6c2', '#f5c542', '#a86a08'] as const;

function gem(id: string, light: string, mid: string, dark: string): TArt {
  return {
    defs: linear(id, [light, mid, dark]),
    body: `<path d="M26 18 H74 L92 40 L50 90 L8 40 Z" fill="url(#${id})" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><path d="M26 18 L36 40 L50 18 L64 40 L74 18 M8 40 H92 M36 40 L50 90 L64 40" fill="none" stroke="${light}" stroke-width="2" opacity="0.85"/>${shine(70, 28, 8)}`,
  };
}

function medal(id: string, light: string, mid: string, dark: string, mark: string): TArt {
  return {
    defs: linear(id, [light, mid, dark]),
    body: `<circle cx="50" cy="52" r="38" fill="url(#${id})" stroke="${dark}" stroke-width="4"/><circle cx="50" cy="52" r="29" fill="none" stroke="${light}" stroke-width="2.5" stroke-dasharray="4 3"/><text x="50" y="64" text-anchor="middle" font-family="Georgia, serif" font-weight="900" font-size="32" fill="${dark}">${mark}</text>${shine(34, 32, 7)}`,
  };
}

const crown: TArt = {
  defs: linear('s-crown', GOLD),
  body: `<path d="M14 74 L9 30 L32 50 L50 16 L68 50 L91 30 L86 74 Z" fill="url(#s-crown)" stroke="#6b4200" stroke-width="4" stroke-linejoin="round"/><rect x="14" y="74" width="72" height="13" rx="4" fill="url(#s-crown)" stroke="#6b4200" stroke-width="4"/><circle cx="50" cy="58" r="7" fill="#e0263f" stroke="#6b0b1b" stroke-width="2.5"/><circle cx="30" cy="62" r="5" fill="#2ed47a"/><circle cx="70" cy="62" r="5" fill="#3b82f6"/><circle cx="9" cy="28" r="5" fill="#fff6c2"/><circle cx="50" cy="14" r="5" fill="#fff6c2"/><circle cx="91" cy="28" r="5" fill="#fff6c2"/>`,
};

const coin = medal('s-coin', '#fff6c2', '#f5c542', '#8a5300', '♛');

const bell: TArt = {
  defs: linear('s-bell', GOLD),
  body: `<path d="M50 12 C30 12 26 34 26 50 C26 62 18 68 14 76 H86 C82 68 74 62 74 50 C74 34 70 12 50 12 Z" fill="url(#s-bell)" stroke="#6b4200" stroke-width="4"/><circle cx="50" cy="84" r="8" fill="#c98a00" stroke="#6b4200" stroke-width="3"/><path d="M36 32 Q40 22 48 20" stroke="#fffbe0" stroke-width="4" fill="none" stroke-linecap="round"/>`,
};

const seven: TArt = {
  defs: linear('s-seven', ['#ff8a8a', '#e0142f', '#7a0010']),
  body: `<text x="50" y="84" text-anchor="middle" font-family="Georgia, serif" font-weight="900" font-size="92" fill="url(#s-seven)" stroke="#fff2c2" stroke-width="5" paint-order="stroke">7</text>`,
};

function roundFruit(id: string, light: string, dark: string, leaf = true): TArt {
  return {
    defs: radial(id, light, dark),
    body: `<circle cx="50" cy="56" r="32" fill="url(#${id})" stroke="${dark}" stroke-width="3"/>${leaf ? '<path d="M50 24 Q52 14 58 10 M52 20 Q66 10 74 18 Q62 26 52 20" stroke="#1f6b2a" stroke-width="3" fill="#3fa34d"/>' : ''}${shine(38, 44, 6)}`,
  };
}

const cherry: TArt = {
  defs: radial('s-cherry', '#ff7a8c', '#9a0018'),
  body: `<path d="M32 62 Q42 30 66 12 M66 12 Q62 40 66 58" stroke="#2f7d32" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M66 12 Q82 10 88 22 Q74 26 66 12" fill="#43a047"/><circle cx="32" cy="70" r="17" fill="url(#s-cherry)" stroke="#5a0010" stroke-width="3"/><circle cx="66" cy="68" r="17" fill="url(#s-cherry)" stroke="#5a0010" stroke-width="3"/>`,
};

const lemon: TArt = {
  defs: radial('s-lemon', '#fffbb0', '#e0b800'),
  body: `<path d="M12 52 Q14 24 50 22 Q86 24 88 52 Q86 80 50 82 Q14 80 12 52 Z" fill="url(#s-lemon)" stroke="#8a6d00" stroke-width="3"/><path d="M10 52 L4 50 M90 52 L96 50" stroke="#8a6d00" stroke-width="5" stroke-linecap="round"/>${shine(34, 40, 6)}`,
};

const melon: TArt = {
  defs: linear('s-melon', ['#ff6b7d', '#e0263f']),
  body: `<path d="M8 40 H92 A42 42 0 0 1 8 40 Z" fill="#2f9e44" stroke="#124d1e" stroke-width="3"/><path d="M15 40 H85 A35 35 0 0 1 15 40 Z" fill="url(#s-melon)"/><g fill="#1b1b1b">${[
    30, 42, 56, 68, 48,
  ]
    .map((x, index) => `<ellipse cx="${x}" cy="${index === 4 ? 62 : 52}" rx="2.5" ry="4"/>`)
    .join('')}</g>`,
};

const grape: TArt = {
  defs: radial('s-grape', '#c9a0ff', '#4b1a8a'),
  body: `<path d="M50 20 Q54 10 62 8" stroke="#5a3a10" stroke-width="4" fill="none"/><path d="M52 16 Q70 8 78 18 Q64 24 52 16" fill="#43a047"/><g fill="url(#s-grape)" stroke="#2e0d5c" stroke-width="2">${[
    [34, 30],
    [50, 30],
    [66, 30],
    [42, 46],
    [58, 46],
    [34, 60],
    [50, 62],
    [66, 60],
    [42, 76],
    [58, 76],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10"/>`)
    .join('')}</g>`,
};

const star: TArt = {
  defs: linear('s-star', ['#fffbe0', '#ffd23f', '#e08a00']),
  body: `<path d="M50 8 L62 38 L94 40 L69 60 L78 92 L50 74 L22 92 L31 60 L6 40 L38 38 Z" fill="url(#s-star)" stroke="#8a4b00" stroke-width="3.5" stroke-linejoin="round"/>${shine(44, 36, 6)}`,
};

const galaxy: TArt = {
  defs: radial('s-galaxy', '#ffffff', '#7a1fff'),
  body: `<circle cx="50" cy="50" r="42" fill="#1a0b46"/><path d="M50 50 m-4 0 a4 4 0 1 1 8 0 a12 10 0 1 1 -22 0 a22 18 0 1 1 42 -2 a32 28 0 1 1 -62 4" fill="none" stroke="url(#s-galaxy)" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="50" r="7" fill="#fff"/>${shine(22, 24, 4)}${shine(80, 76, 4)}`,
};

const comet: TArt = {
  defs: linear('s-comet', ['#e2fbff', '#4fd8ff', '#2b4cff']),
  body: `<path d="M70 30 L10 86 L20 62 L6 70 Z" fill="#7fe3ff" opacity="0.55"/><path d="M70 30 L30 80 L36 58 Z" fill="#fff" opacity="0.6"/><circle cx="70" cy="30" r="18" fill="url(#s-comet)" stroke="#0d1b66" stroke-width="3"/>${shine(64, 24, 5)}`,
};

const planet: TArt = {
  defs: `${radial('s-planet', '#ffd6a0', '#c2410c')}`,
  body: `<circle cx="50" cy="50" r="26" fill="url(#s-planet)" stroke="#6b1d00" stroke-width="3"/><ellipse cx="50" cy="54" rx="44" ry="12" fill="none" stroke="#ffe7b0" stroke-width="5" transform="rotate(-15 50 54)"/><path d="M28 44 Q50 38 72 46" stroke="#8a2a00" stroke-width="3" fill="none" opacity="0.6"/>`,
};

const moon: TArt = {
  defs: radial('s-moon', '#fffbe6', '#c8b878'),
  body: `<path d="M62 10 A40 40 0 1 0 90 66 A32 32 0 1 1 62 10 Z" fill="url(#s-moon)" stroke="#6b5e2a" stroke-width="3"/><circle cx="38" cy="56" r="5" fill="#b8a660"/><circle cx="48" cy="76" r="4" fill="#b8a660"/>`,
};

const rocket: TArt = {
  defs: linear('s-rocket', ['#ffffff', '#d7dcef', '#8790b5']),
  body: `<path d="M50 8 Q72 28 68 66 H32 Q28 28 50 8 Z" fill="url(#s-rocket)" stroke="#2a2f4a" stroke-width="3"/><circle cx="50" cy="38" r="9" fill="#4fd8ff" stroke="#2a2f4a" stroke-width="3"/><path d="M32 50 L18 72 H32 Z M68 50 L82 72 H68 Z" fill="#e0263f" stroke="#2a2f4a" stroke-width="3" stroke-linejoin="round"/><path d="M38 68 Q50 100 62 68 Z" fill="#ffb020"/><path d="M44 68 Q50 88 56 68 Z" fill="#fff3b0"/>`,
};

const meteor: TArt = {
  defs: radial('s-meteor', '#d9a27a', '#4a2a16'),
  body: `<path d="M58 42 L10 10 L44 60 Z" fill="#ff7a00" opacity="0.8"/><path d="M58 42 L24 18 L48 54 Z" fill="#ffd23f"/><circle cx="62" cy="62" r="24" fill="url(#s-meteor)" stroke="#2a1408" stroke-width="3"/><circle cx="56" cy="58" r="4" fill="#2a1408" opacity="0.5"/><circle cx="70" cy="70" r="5" fill="#2a1408" opacity="0.5"/>`,
};

const asteroid: TArt = {
  defs: radial('s-asteroid', '#a8a29e', '#3a3532'),
  body: `<path d="M22 34 L42 14 L70 18 L88 40 L84 70 L60 88 L30 84 L12 60 Z" fill="url(#s-asteroid)" stroke="#1c1917" stroke-width="3" stroke-linejoin="round"/><circle cx="40" cy="40" r="8" fill="#57534e"/><circle cx="64" cy="62" r="10" fill="#57534e"/><circle cx="36" cy="68" r="5" fill="#57534e"/>`,
};

const skull: TArt = {
  defs: radial('s-skull', '#ffffff', '#c9c2a8'),
  body: `<path d="M14 78 L86 22 M14 22 L86 78" stroke="#f5f0dc" stroke-width="9" stroke-linecap="round"/><path d="M14 78 L86 22 M14 22 L86 78" stroke="#3a3220" stroke-width="2" stroke-linecap="round" opacity="0.4"/><path d="M26 44 Q26 14 50 14 Q74 14 74 44 Q74 56 66 60 V72 H34 V60 Q26 56 26 44 Z" fill="url(#s-skull)" stroke="#3a3220" stroke-width="3"/><ellipse cx="40" cy="44" rx="7" ry="8" fill="#1a1a10"/><ellipse cx="60" cy="44" rx="7" ry="8" fill="#1a1a10"/><path d="M46 58 L50 50 L54 58 Z" fill="#1a1a10"/>`,
};

const chest: TArt = {
  defs: `${linear('s-chest', ['#b86a2a', '#7a3f12', '#4a2208'])}${linear('s-chest-gold', GOLD)}`,
  body: `<path d="M12 44 Q12 18 50 18 Q88 18 88 44 Z" fill="url(#s-chest)" stroke="#2a1204" stroke-width="3"/><rect x="12" y="44" width="76" height="40" rx="4" fill="url(#s-chest)" stroke="#2a1204" stroke-width="3"/><path d="M12 44 H88 M28 20 V84 M72 20 V84" stroke="url(#s-chest-gold)" stroke-width="5"/><rect x="42" y="40" width="16" height="18" rx="3" fill="url(#s-chest-gold)" stroke="#6b4200" stroke-width="2"/><circle cx="50" cy="48" r="3" fill="#2a1204"/>`,
};

const map: TArt = {
  defs: linear('s-map', ['#fff4d6', '#e8cf98', '#c9a45c']),
  body: `<path d="M12 20 L36 12 L64 22 L88 14 V80 L64 88 L36 78 L12 86 Z" fill="url(#s-map)" stroke="#6b4a1a" stroke-width="3" stroke-linejoin="round"/><path d="M36 12 V78 M64 22 V88" stroke="#6b4a1a" stroke-width="1.5" opacity="0.5"/><path d="M22 70 Q34 50 48 58 T70 40" stroke="#8a2a00" stroke-width="3" stroke-dasharray="5 4" fill="none"/><path d="M64 30 L76 42 M76 30 L64 42" stroke="#e0142f" stroke-width="5" stroke-linecap="round"/>`,
};

const compass: TArt = {
  defs: `${linear('s-compass', GOLD)}`,
  body: `<circle cx="50" cy="50" r="40" fill="url(#s-compass)" stroke="#6b4200" stroke-width="4"/><circle cx="50" cy="50" r="31" fill="#fff8e6" stroke="#6b4200" stroke-width="2"/><path d="M50 22 L58 50 L50 78 L42 50 Z" fill="#1b1446"/><path d="M50 22 L58 50 H42 Z" fill="#e0263f"/><circle cx="50" cy="50" r="4" fill="#f5c542" stroke="#6b4200" stroke-width="2"/>`,
};

const parrot: TArt = {
  defs: `${linear('s-parrot', ['#ff5a5a', '#d11d2a'])}${linear('s-wing', ['#34d399', '#2563eb'])}`,
  body: `<path d="M40 90 Q30 60 38 36 Q44 16 62 16 Q78 18 78 36 Q78 60 56 90 Z" fill="url(#s-parrot)" stroke="#5c0b10" stroke-width="3"/><path d="M46 48 Q40 70 52 88 Q66 66 62 46 Z" fill="url(#s-wing)" stroke="#0b2a5c" stroke-width="2.5"/><path d="M74 28 Q92 30 86 46 Q80 38 72 38 Z" fill="#ffd23f" stroke="#6b4200" stroke-width="2.5"/><circle cx="64" cy="30" r="5" fill="#fff"/><circle cx="65" cy="30" r="2.5" fill="#111"/>`,
};

const cannon: TArt = {
  defs: `${linear('s-cannon', ['#6b7280', '#374151', '#111827'])}${linear('s-wheel', ['#b86a2a', '#5a2c0c'])}`,
  body: `<path d="M14 40 L76 22 Q88 20 90 32 Q92 44 80 48 L20 62 Q10 62 10 52 Q10 42 14 40 Z" fill="url(#s-cannon)" stroke="#030712" stroke-width="3"/><circle cx="40" cy="66" r="18" fill="url(#s-wheel)" stroke="#2a1204" stroke-width="3"/><circle cx="40" cy="66" r="5" fill="#2a1204"/><path d="M40 48 V84 M22 66 H58" stroke="#2a1204" stroke-width="2.5"/><circle cx="82" cy="84" r="8" fill="#111827"/>`,
};

const anchor: TArt = {
  defs: linear('s-anchor', ['#e5e7eb', '#9ca3af', '#4b5563']),
  body: `<g fill="none" stroke="url(#s-anchor)" stroke-width="9" stroke-linecap="round"><circle cx="50" cy="18" r="8"/><path d="M50 26 V86 M30 40 H70 M16 58 Q22 86 50 86 Q78 86 84 58"/></g><path d="M10 62 L16 52 L24 62 Z M76 62 L84 52 L90 62 Z" fill="#4b5563"/>`,
};

const clover: TArt = {
  defs: linear('s-clover', ['#86efac', '#22c55e', '#14532d']),
  body: `<g fill="url(#s-clover)" stroke="#0b3a1e" stroke-width="3">${[0, 90, 180, 270]
    .map(
      (angle) =>
        `<path d="M50 48 C36 42 28 22 40 16 C46 13 50 18 50 22 C50 18 54 13 60 16 C72 22 64 42 50 48 Z" transform="rotate(${angle} 50 50)"/>`,
    )
    .join(
      '',
    )}</g><path d="M50 52 Q56 74 70 90" stroke="#14532d" stroke-width="5" fill="none" stroke-linecap="round"/>`,
};

const horseshoe: TArt = {
  defs: linear('s-horseshoe', GOLD),
  body: `<path d="M22 86 L18 50 Q18 14 50 14 Q82 14 82 50 L78 86 H62 L64 52 Q64 32 50 32 Q36 32 36 52 L38 86 Z" fill="url(#s-horseshoe)" stroke="#6b4200" stroke-width="3.5" stroke-linejoin="round"/><g fill="#6b4200">${[
    [26, 70],
    [24, 50],
    [32, 28],
    [74, 70],
    [76, 50],
    [68, 28],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3"/>`)
    .join('')}</g>`,
};

const pot: TArt = {
  defs: `${radial('s-pot', '#4b5563', '#030712')}${linear('s-pot-gold', GOLD)}`,
  body: `<g fill="url(#s-pot-gold)" stroke="#6b4200" stroke-width="2">${[
    [34, 30],
    [50, 24],
    [66, 30],
    [42, 36],
    [58, 36],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="6"/>`)
    .join(
      '',
    )}</g><path d="M16 40 H84 Q90 86 50 88 Q10 86 16 40 Z" fill="url(#s-pot)" stroke="#030712" stroke-width="3"/><rect x="12" y="38" width="76" height="9" rx="4" fill="#374151" stroke="#030712" stroke-width="2"/>`,
};

const rainbow: TArt = {
  defs: '',
  body: `<g fill="none" stroke-width="8" stroke-linecap="round">${[
    '#ef4444',
    '#f59e0b',
    '#facc15',
    '#22c55e',
    '#3b82f6',
    '#8b5cf6',
  ]
    .map(
      (color, index) =>
        `<path d="M${8 + index * 7} 74 A${42 - index * 7} ${42 - index * 7} 0 0 1 ${92 - index * 7} 74" stroke="${color}"/>`,
    )
    .join(
      '',
    )}</g><ellipse cx="16" cy="78" rx="14" ry="8" fill="#fff"/><ellipse cx="84" cy="78" rx="14" ry="8" fill="#fff"/>`,
};

const hat: TArt = {
  defs: linear('s-hat', ['#4ade80', '#16a34a', '#14532d']),
  body: `<ellipse cx="50" cy="78" rx="42" ry="10" fill="url(#s-hat)" stroke="#052e16" stroke-width="3"/><path d="M28 78 L32 22 H68 L72 78 Z" fill="url(#s-hat)" stroke="#052e16" stroke-width="3" stroke-linejoin="round"/><rect x="30" y="58" width="40" height="10" fill="#111827"/><rect x="43" y="56" width="14" height="14" rx="2" fill="none" stroke="#f5c542" stroke-width="3.5"/>`,
};

const ladybug: TArt = {
  defs: radial('s-ladybug', '#ff7a7a', '#b3001b'),
  body: `<circle cx="50" cy="26" r="12" fill="#111827"/><path d="M42 18 Q36 8 30 10 M58 18 Q64 8 70 10" stroke="#111827" stroke-width="3" fill="none"/><ellipse cx="50" cy="58" rx="34" ry="32" fill="url(#s-ladybug)" stroke="#3a0008" stroke-width="3"/><path d="M50 28 V90" stroke="#111827" stroke-width="3"/><g fill="#111827">${[
    [36, 48],
    [64, 48],
    [32, 68],
    [68, 68],
    [44, 80],
    [56, 80],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5"/>`)
    .join('')}</g>`,
};

/** Every symbol the five prize tables use, by name. */
export const SYMBOL_ART: Readonly<Record<string, TArt>> = {
  crown,
  diamond: gem('s-diamond', '#f0fdff', '#8fdcff', '#1c7fd6'),
  ruby: gem('s-ruby', '#ffc2cf', '#e0264a', '#6d0620'),
  emerald: gem('s-emerald', '#c9ffe0', '#19b865', '#04502a'),
  sapphire: gem('s-sapphire', '#c7d7ff', '#2f5bea', '#0b1f6b'),
  gold: medal('s-gold', '#fff6c2', '#f5c542', '#8a5300', '1'),
  silver: medal('s-silver', '#ffffff', '#c0c6d4', '#5b6375', '2'),
  bronze: medal('s-bronze', '#ffd9b0', '#c7782e', '#6b3410', '3'),
  seven,
  bell,
  melon,
  grape,
  orange: roundFruit('s-orange', '#ffd08a', '#f06b00'),
  plum: roundFruit('s-plum', '#d8a0ff', '#5b1a8a'),
  lemon,
  cherry,
  galaxy,
  comet,
  planet,
  moon,
  star,
  rocket,
  meteor,
  asteroid,
  skull,
  chest,
  map,
  compass,
  parrot,
  cannon,
  anchor,
  coin,
  clover,
  horseshoe,
  pot,
  rainbow,
  hat,
  ladybug,
};

/** Names players read (the symbol keys are the server's). */
export const SYMBOL_NAMES: Readonly<Record<string, string>> = {
  crown: 'Crown',
  diamond: 'Diamond',
  ruby: 'Ruby',
  emerald: 'Emerald',
  sapphire: 'Sapphire',
  gold: 'Gold medal',
  silver: 'Silver medal',
  bronze: 'Bronze medal',
  seven: 'Lucky seven',
  bell: 'Bell',
  melon: 'Melon',
  grape: 'Grapes',
  orange: 'Orange',
  plum: 'Plum',
  lemon: 'Lemon',
  cherry: 'Cherries',
  galaxy: 'Galaxy',
  comet: 'Comet',
  planet: 'Planet',
  moon: 'Moon',
  star: 'Star',
  rocket: 'Rocket',
  meteor: 'Meteor',
  asteroid: 'Asteroid',
  skull: 'Skull and crossbones',
  chest: 'Treasure chest',
  map: 'Treasure map',
  compass: 'Compass',
  parrot: 'Parrot',
  cannon: 'Cannon',
  anchor: 'Anchor',
  coin: 'Gold coin',
  clover: 'Four-leaf clover',
  horseshoe: 'Horseshoe',
  pot: 'Pot of gold',
  rainbow: 'Rainbow',
  hat: 'Lucky hat',
  ladybug: 'Ladybug',
};

export const symbolName = (symbol: string) => SYMBOL_NAMES[symbol] ?? symbol;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** One sprite with every symbol, added once to the page. */
export function installSymbolSprite(): void {
  const sprite = document.createElementNS(SVG_NS, 'svg');
  sprite.setAttribute('class', 'sprite');
  sprite.setAttribute('aria-hidden', 'true');
  const entries = Object.entries(SYMBOL_ART);
  sprite.innerHTML = `<defs>${entries.map(([, art]) => art.defs).join('')}</defs>${entries
    .map(([name, art]) => `<symbol id="symbol-${name}" viewBox="0 0 100 100">${art.body}</symbol>`)
    .join('')}`;
  document.body.prepend(sprite);
}

export function symbolArt(symbol: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'symbol-art');
  const use = document.createElementNS(SVG_NS, 'use');
  use.setAttribute('href', `#symbol-${symbol}`);
  svg.append(use);
  return svg;
}
