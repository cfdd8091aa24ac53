/**
 * CROWNMINER artwork, drawn in code as one SVG sprite per theme (nothing to download): the
 * covered tile, the safe find and the mine of each themed title, chosen by the launch `art` key.
 * Gradients live once in the sprite; every cell draws with `<use>`.
 */
export interface TMinesTheme {
  /** Page and board colours, set as CSS custom properties. */
  colors: {
    backgroundTop: string;
    backgroundBottom: string;
    boardTop: string;
    boardBottom: string;
    tileTop: string;
    tileBottom: string;
    tileEdge: string;
    safeGlow: string;
  };
  /** The mine count the title opens with (the variant's defaultMineCount in games/mines/math). */
  openingMineCount: number;
  /** What a safe tile holds and what a mine is, for screen readers and the rules. */
  safeName: string;
  mineName: string;
  defs: string;
  tile: string;
  safe: string;
  mine: string;
}

const linear = (id: string, stops: readonly string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((color, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

const radial = (id: string, inner: string, outer: string, cx = 0.35, cy = 0.3) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

const sparkle = (x: number, y: number, size: number) =>
  `<path d="M${x} ${y - size} L${x + size * 0.25} ${y - size * 0.25} L${x + size} ${y} L${x + size * 0.25} ${y + size * 0.25} L${x} ${y + size} L${x - size * 0.25} ${y + size * 0.25} L${x - size} ${y} L${x - size * 0.25} ${y - size * 0.25} Z" fill="#fff"/>`;

/** A faceted cushion-cut gem: the crown jewel and the emerald share its cut in their own colours. */
function cutGem(id: string, light: string, mid: string, dark: string, edge: string) {
  return {
    defs: `${linear(`${id}-body`, [light, mid, dark])}${linear(`${id}-table`, ['#ffffff', light])}`,
    body: `<path d="M30 14 H70 L88 34 L50 90 L12 34 Z" fill="url(#${id}-body)" stroke="${edge}" stroke-width="3.5" stroke-linejoin="round"/><path d="M30 14 L38 34 L50 14 L62 34 L70 14 M12 34 H88 M38 34 L50 90 L62 34" fill="none" stroke="${light}" stroke-width="2" opacity="0.9"/><path d="M38 34 L50 16 L62 34 Z" fill="url(#${id}-table)" opacity="0.7"/>${sparkle(72, 22, 7)}`,
  };
}

const crownJewel = cutGem('cj', '#ffc2cf', '#e0264a', '#6d0620', '#3b0010');
const emerald = cutGem('em', '#c9ffe0', '#19b865', '#04502a', '#032b17');

const powderKeg = {
  defs: `${linear('keg-wood', ['#c07a3a', '#8a4a1a', '#4a2208'], false)}${radial('keg-spark', '#fff7c0', '#ff7a00')}`,
  body: `<path d="M24 30 Q20 58 24 86 H76 Q80 58 76 30 Z" fill="url(#keg-wood)" stroke="#2a1204" stroke-width="3"/><path d="M36 30 Q33 58 36 86 M50 30 V86 M64 30 Q67 58 64 86" stroke="#5a2c0c" stroke-width="2" fill="none"/><rect x="21" y="38" width="58" height="7" rx="2" fill="#3a3a44" stroke="#15151b" stroke-width="1.5"/><rect x="21" y="70" width="58" height="7" rx="2" fill="#3a3a44" stroke="#15151b" stroke-width="1.5"/><ellipse cx="50" cy="30" rx="26" ry="6" fill="#6a3410" stroke="#2a1204" stroke-width="3"/><path d="M50 28 Q56 14 66 12" stroke="#222" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="68" cy="11" r="8" fill="url(#keg-spark)"/><path d="M60 6 L64 9 M75 5 L71 9 M77 16 L73 13" stroke="#ffd23f" stroke-width="2" stroke-linecap="round"/><text x="50" y="63" text-anchor="middle" font-family="Georgia, serif" font-weight="900" font-size="16" fill="#1d0c02" opacity="0.75">TNT</text>`,
};

const spikedTrap = {
  defs: radial('trap-iron', '#8c96a8', '#1a1d26'),
  body: `<g stroke="#0b0d12" stroke-width="3" stroke-linejoin="round">${[
    0, 45, 90, 135, 180, 225, 270, 315,
  ]
    .map(
      (angle) =>
        `<path d="M46 22 L50 6 L54 22 Z" fill="#b7c0cf" transform="rotate(${angle} 50 50)"/>`,
    )
    .join(
      '',
    )}<circle cx="50" cy="50" r="28" fill="url(#trap-iron)"/></g><circle cx="50" cy="50" r="9" fill="#ff3350"/><circle cx="50" cy="50" r="15" fill="none" stroke="#ff3350" stroke-width="2" opacity="0.5"/><ellipse cx="41" cy="38" rx="8" ry="5" fill="#fff" opacity="0.35"/>`,
};

const pearl = {
  defs: `${radial('pearl-body', '#ffffff', '#c9c3e6', 0.35, 0.3)}${linear('pearl-shell', ['#ffd9c7', '#f59e8b', '#b4546a'])}`,
  body: `<path d="M10 66 Q50 100 90 66 Q86 82 50 90 Q14 82 10 66 Z" fill="url(#pearl-shell)" stroke="#6d2238" stroke-width="3"/><path d="M12 64 Q14 30 50 24 Q86 30 88 64 Q50 48 12 64 Z" fill="url(#pearl-shell)" stroke="#6d2238" stroke-width="3"/><path d="M50 26 V50 M30 32 L38 52 M70 32 L62 52" stroke="#8e3550" stroke-width="2" fill="none" opacity="0.6"/><circle cx="50" cy="66" r="15" fill="url(#pearl-body)" stroke="#8c86b0" stroke-width="1.5"/>${sparkle(44, 60, 5)}`,
};

const seaUrchin = {
  defs: radial('urchin', '#d38bff', '#3a0a62'),
  body: `<g stroke="#2a0648" stroke-width="2.5" stroke-linecap="round">${Array.from(
    { length: 18 },
    (_, index) =>
      `<path d="M50 50 L50 ${index % 2 ? 10 : 16}" transform="rotate(${index * 20} 50 50)"/>`,
  ).join(
    '',
  )}</g><circle cx="50" cy="52" r="24" fill="url(#urchin)" stroke="#2a0648" stroke-width="3"/><g fill="#f5c2ff">${[
    [42, 44],
    [56, 42],
    [48, 56],
    [60, 56],
    [38, 56],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2"/>`)
    .join('')}</g>`,
};

const starCrystal = {
  defs: `${linear('crystal-a', ['#e2fbff', '#4fd8ff', '#2b4cff'])}${linear('crystal-b', ['#ffe2fb', '#ff6ad5', '#7a1fff'])}`,
  body: `<path d="M50 8 L64 40 L50 92 L36 40 Z" fill="url(#crystal-a)" stroke="#0d1b66" stroke-width="3" stroke-linejoin="round"/><path d="M26 36 L36 54 L30 86 L18 56 Z" fill="url(#crystal-b)" stroke="#3a0a66" stroke-width="3" stroke-linejoin="round"/><path d="M74 36 L82 56 L70 86 L64 54 Z" fill="url(#crystal-b)" stroke="#3a0a66" stroke-width="3" stroke-linejoin="round"/><path d="M50 8 L50 92 M36 40 L64 40" stroke="#fff" stroke-width="1.5" opacity="0.7"/>${sparkle(68, 18, 8)}${sparkle(22, 26, 5)}`,
};

const asteroid = {
  defs: radial('rock', '#8b7a70', '#2a201c'),
  body: `<path d="M22 34 L40 16 L66 18 L84 38 L82 66 L62 86 L34 84 L16 62 Z" fill="url(#rock)" stroke="#140d0a" stroke-width="3" stroke-linejoin="round"/><path d="M36 40 L50 50 L44 64 M50 50 L68 44 M50 50 L60 70" stroke="#ff5a1f" stroke-width="3.5" fill="none" stroke-linecap="round"/><path d="M36 40 L50 50 L44 64 M50 50 L68 44 M50 50 L60 70" stroke="#ffd23f" stroke-width="1.3" fill="none" stroke-linecap="round"/><circle cx="32" cy="30" r="5" fill="#1c1512" opacity="0.6"/><circle cx="68" cy="74" r="6" fill="#1c1512" opacity="0.6"/>`,
};

const goldenIdol = {
  defs: `${linear('idol', ['#fff4b8', '#f2b61f', '#8a5300'])}`,
  body: `<path d="M30 90 H70 L66 80 H34 Z" fill="url(#idol)" stroke="#4a2a00" stroke-width="3" stroke-linejoin="round"/><path d="M38 80 Q36 58 40 50 Q30 46 30 34 Q30 14 50 12 Q70 14 70 34 Q70 46 60 50 Q64 58 62 80 Z" fill="url(#idol)" stroke="#4a2a00" stroke-width="3" stroke-linejoin="round"/><path d="M38 30 H46 M54 30 H62" stroke="#4a2a00" stroke-width="3.5" stroke-linecap="round"/><path d="M44 42 Q50 46 56 42" stroke="#4a2a00" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="50" cy="64" r="6" fill="#1fb8a6" stroke="#4a2a00" stroke-width="2"/>${sparkle(72, 16, 7)}`,
};

const cursedSkull = {
  defs: `${radial('skull-bone', '#f5f0dc', '#a89c78')}${radial('curse', '#9dff6a', '#1f7a00', 0.5, 0.5)}`,
  body: `<circle cx="50" cy="50" r="42" fill="url(#curse)" opacity="0.35"/><path d="M22 44 Q22 14 50 14 Q78 14 78 44 Q78 58 68 62 V76 H32 V62 Q22 58 22 44 Z" fill="url(#skull-bone)" stroke="#3a3220" stroke-width="3" stroke-linejoin="round"/><ellipse cx="38" cy="44" rx="8" ry="9" fill="#1a1a10"/><ellipse cx="62" cy="44" rx="8" ry="9" fill="#1a1a10"/><circle cx="38" cy="45" r="3" fill="#9dff6a"/><circle cx="62" cy="45" r="3" fill="#9dff6a"/><path d="M46 60 L50 52 L54 60 Z" fill="#1a1a10"/><path d="M40 68 V76 M46 68 V76 M54 68 V76 M60 68 V76" stroke="#3a3220" stroke-width="2.5"/>`,
};

/** The covered tile's emblem: a shape stamped into the slab in the theme's trim colour. */
function tileEmblem(id: string, trim: string, shape: string) {
  return {
    defs: linear(`${id}-trim`, ['#ffffff', trim, trim]),
    body: `<g fill="none" stroke="url(#${id}-trim)" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" opacity="0.55">${shape}</g>`,
  };
}

const crownShape = '<path d="M28 64 L24 38 L38 50 L50 30 L62 50 L76 38 L72 64 Z"/>';
const facetShape = '<path d="M36 30 H64 L74 44 L50 72 L26 44 Z M26 44 H74"/>';
const shellShape =
  '<path d="M24 62 Q24 34 50 30 Q76 34 76 62 Z M50 32 V62 M36 36 L42 62 M64 36 L58 62"/>';
const starShape =
  '<path d="M50 26 L56 44 L74 44 L60 56 L66 74 L50 62 L34 74 L40 56 L26 44 L44 44 Z"/>';
const eyeShape =
  '<path d="M24 50 Q50 26 76 50 Q50 74 24 50 Z"/><circle cx="50" cy="50" r="8"/><path d="M50 58 V74 M44 74 H56"/>';

function theme(
  openingMineCount: number,
  colors: TMinesTheme['colors'],
  names: { safe: string; mine: string },
  art: {
    tile: { defs: string; body: string };
    safe: { defs: string; body: string };
    mine: { defs: string; body: string };
  },
): TMinesTheme {
  return {
    openingMineCount,
    colors,
    safeName: names.safe,
    mineName: names.mine,
    defs: art.tile.defs + art.safe.defs + art.mine.defs,
    tile: art.tile.body,
    safe: art.safe.body,
    mine: art.mine.body,
  };
}

export const MINES_THEMES: Readonly<Record<string, TMinesTheme>> = {
  'mines-crown': theme(
    3,
    {
      backgroundTop: '#2a1d66',
      backgroundBottom: '#0e0b24',
      boardTop: '#1b1446',
      boardBottom: '#120d33',
      tileTop: '#43328f',
      tileBottom: '#2a1f62',
      tileEdge: '#f5c542',
      safeGlow: '#ff5d86',
    },
    { safe: 'crown jewel', mine: 'powder keg' },
    {
      tile: tileEmblem('tile-crown', '#f5c542', crownShape),
      safe: crownJewel,
      mine: powderKeg,
    },
  ),
  'mines-emerald': theme(
    5,
    {
      backgroundTop: '#0f3b2c',
      backgroundBottom: '#03120d',
      boardTop: '#0b2a20',
      boardBottom: '#061a13',
      tileTop: '#3b4a44',
      tileBottom: '#1f2925',
      tileEdge: '#5be39a',
      safeGlow: '#2ed47a',
    },
    { safe: 'emerald', mine: 'spike trap' },
    { tile: tileEmblem('tile-emerald', '#5be39a', facetShape), safe: emerald, mine: spikedTrap },
  ),
  'mines-pearls': theme(
    1,
    {
      backgroundTop: '#0b4a6b',
      backgroundBottom: '#021526',
      boardTop: '#06324d',
      boardBottom: '#03203a',
      tileTop: '#1c7fa0',
      tileBottom: '#0d4f6e',
      tileEdge: '#9be7ff',
      safeGlow: '#e9e4ff',
    },
    { safe: 'pearl', mine: 'sea urchin' },
    { tile: tileEmblem('tile-pearl', '#d7f6ff', shellShape), safe: pearl, mine: seaUrchin },
  ),
  'mines-space': theme(
    8,
    {
      backgroundTop: '#1d1060',
      backgroundBottom: '#03020d',
      boardTop: '#120a3d',
      boardBottom: '#07051f',
      tileTop: '#3a3f63',
      tileBottom: '#1b1e36',
      tileEdge: '#7fe3ff',
      safeGlow: '#4fd8ff',
    },
    { safe: 'star crystal', mine: 'burning asteroid' },
    { tile: tileEmblem('tile-space', '#7fe3ff', starShape), safe: starCrystal, mine: asteroid },
  ),
  'mines-tomb': theme(
    12,
    {
      backgroundTop: '#4a2f12',
      backgroundBottom: '#140b03',
      boardTop: '#2e1d0b',
      boardBottom: '#1c1106',
      tileTop: '#b08a52',
      tileBottom: '#7a5a2c',
      tileEdge: '#ffd36b',
      safeGlow: '#ffc23a',
    },
    { safe: 'golden idol', mine: 'cursed skull' },
    { tile: tileEmblem('tile-tomb', '#3a2406', eyeShape), safe: goldenIdol, mine: cursedSkull },
  ),
};

export const DEFAULT_MINES_ART = 'mines-crown';

export function minesTheme(artKey: string | null): TMinesTheme {
  return (artKey && MINES_THEMES[artKey]) || MINES_THEMES[DEFAULT_MINES_ART]!;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The theme's sprite, added once to the page; `drawArt('safe')` draws from it. */
export function installSprite(theme: TMinesTheme): void {
  const sprite = document.createElementNS(SVG_NS, 'svg');
  sprite.setAttribute('class', 'sprite');
  sprite.setAttribute('aria-hidden', 'true');
  sprite.innerHTML = `<defs>${theme.defs}</defs><symbol id="art-tile" viewBox="0 0 100 100">${theme.tile}</symbol><symbol id="art-safe" viewBox="0 0 100 100">${theme.safe}</symbol><symbol id="art-mine" viewBox="0 0 100 100">${theme.mine}</symbol>`;
  document.body.prepend(sprite);
  const { colors } = theme;
  const properties: Record<string, string> = {
    '--art-bg-1': colors.backgroundTop,
    '--art-bg-2': colors.backgroundBottom,
    '--art-glow': `color-mix(in srgb, ${colors.safeGlow} 22%, transparent)`,
    '--art-board': `linear-gradient(180deg, ${colors.boardTop}, ${colors.boardBottom})`,
    '--tile-top': colors.tileTop,
    '--tile-bottom': colors.tileBottom,
    '--tile-edge': colors.tileEdge,
    '--safe-glow': colors.safeGlow,
  };
  for (const [name, value] of Object.entries(properties))
    document.body.style.setProperty(name, value);
}

export function drawArt(name: 'tile' | 'safe' | 'mine'): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', `art art-${name}`);
  const use = document.createElementNS(SVG_NS, 'use');
  use.setAttribute('href', `#art-${name}`);
  svg.append(use);
  return svg;
}
