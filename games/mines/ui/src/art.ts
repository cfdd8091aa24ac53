/**
 * CROWNMINER artwork, drawn in code (nothing to download): the covered tile's emblem, the safe
 * find and the mine of every themed title. Each title's pieces go into one SVG sprite, so
 * gradients are defined once and every cell draws with `<use>`.
 */
export interface TArtPiece {
  defs: string;
  body: string;
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

export const crownJewel: TArtPiece = cutGem('cj', '#ffc2cf', '#e0264a', '#6d0620', '#3b0010');
export const emerald: TArtPiece = cutGem('em', '#c9ffe0', '#19b865', '#04502a', '#032b17');

export const powderKeg: TArtPiece = {
  defs: `${linear('keg-wood', ['#c07a3a', '#8a4a1a', '#4a2208'], false)}${radial('keg-spark', '#fff7c0', '#ff7a00')}`,
  body: `<path d="M24 30 Q20 58 24 86 H76 Q80 58 76 30 Z" fill="url(#keg-wood)" stroke="#2a1204" stroke-width="3"/><path d="M36 30 Q33 58 36 86 M50 30 V86 M64 30 Q67 58 64 86" stroke="#5a2c0c" stroke-width="2" fill="none"/><rect x="21" y="38" width="58" height="7" rx="2" fill="#3a3a44" stroke="#15151b" stroke-width="1.5"/><rect x="21" y="70" width="58" height="7" rx="2" fill="#3a3a44" stroke="#15151b" stroke-width="1.5"/><ellipse cx="50" cy="30" rx="26" ry="6" fill="#6a3410" stroke="#2a1204" stroke-width="3"/><path d="M50 28 Q56 14 66 12" stroke="#222" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="68" cy="11" r="8" fill="url(#keg-spark)"/><path d="M60 6 L64 9 M75 5 L71 9 M77 16 L73 13" stroke="#ffd23f" stroke-width="2" stroke-linecap="round"/><text x="50" y="63" text-anchor="middle" font-family="Georgia, serif" font-weight="900" font-size="16" fill="#1d0c02" opacity="0.75">TNT</text>`,
};

export const spikedTrap: TArtPiece = {
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

export const pearl: TArtPiece = {
  defs: `${radial('pearl-body', '#ffffff', '#c9c3e6', 0.35, 0.3)}${linear('pearl-shell', ['#ffd9c7', '#f59e8b', '#b4546a'])}`,
  body: `<path d="M10 66 Q50 100 90 66 Q86 82 50 90 Q14 82 10 66 Z" fill="url(#pearl-shell)" stroke="#6d2238" stroke-width="3"/><path d="M12 64 Q14 30 50 24 Q86 30 88 64 Q50 48 12 64 Z" fill="url(#pearl-shell)" stroke="#6d2238" stroke-width="3"/><path d="M50 26 V50 M30 32 L38 52 M70 32 L62 52" stroke="#8e3550" stroke-width="2" fill="none" opacity="0.6"/><circle cx="50" cy="66" r="15" fill="url(#pearl-body)" stroke="#8c86b0" stroke-width="1.5"/>${sparkle(44, 60, 5)}`,
};

export const seaUrchin: TArtPiece = {
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

export const starCrystal: TArtPiece = {
  defs: `${linear('crystal-a', ['#e2fbff', '#4fd8ff', '#2b4cff'])}${linear('crystal-b', ['#ffe2fb', '#ff6ad5', '#7a1fff'])}`,
  body: `<path d="M50 8 L64 40 L50 92 L36 40 Z" fill="url(#crystal-a)" stroke="#0d1b66" stroke-width="3" stroke-linejoin="round"/><path d="M26 36 L36 54 L30 86 L18 56 Z" fill="url(#crystal-b)" stroke="#3a0a66" stroke-width="3" stroke-linejoin="round"/><path d="M74 36 L82 56 L70 86 L64 54 Z" fill="url(#crystal-b)" stroke="#3a0a66" stroke-width="3" stroke-linejoin="round"/><path d="M50 8 L50 92 M36 40 L64 40" stroke="#fff" stroke-width="1.5" opacity="0.7"/>${sparkle(68, 18, 8)}${sparkle(22, 26, 5)}`,
};

export const asteroid: TArtPiece = {
  defs: radial('rock', '#8b7a70', '#2a201c'),
  body: `<path d="M22 34 L40 16 L66 18 L84 38 L82 66 L62 86 L34 84 L16 62 Z" fill="url(#rock)" stroke="#140d0a" stroke-width="3" stroke-linejoin="round"/><path d="M36 40 L50 50 L44 64 M50 50 L68 44 M50 50 L60 70" stroke="#ff5a1f" stroke-width="3.5" fill="none" stroke-linecap="round"/><path d="M36 40 L50 50 L44 64 M50 50 L68 44 M50 50 L60 70" stroke="#ffd23f" stroke-width="1.3" fill="none" stroke-linecap="round"/><circle cx="32" cy="30" r="5" fill="#1c1512" opacity="0.6"/><circle cx="68" cy="74" r="6" fill="#1c1512" opacity="0.6"/>`,
};

export const goldenIdol: TArtPiece = {
  defs: `${linear('idol', ['#fff4b8', '#f2b61f', '#8a5300'])}`,
  body: `<path d="M30 90 H70 L66 80 H34 Z" fill="url(#idol)" stroke="#4a2a00" stroke-width="3" stroke-linejoin="round"/><path d="M38 80 Q36 58 40 50 Q30 46 30 34 Q30 14 50 12 Q70 14 70 34 Q70 46 60 50 Q64 58 62 80 Z" fill="url(#idol)" stroke="#4a2a00" stroke-width="3" stroke-linejoin="round"/><path d="M38 30 H46 M54 30 H62" stroke="#4a2a00" stroke-width="3.5" stroke-linecap="round"/><path d="M44 42 Q50 46 56 42" stroke="#4a2a00" stroke-width="2.5" fill="none" stroke-linecap="round"/><circle cx="50" cy="64" r="6" fill="#1fb8a6" stroke="#4a2a00" stroke-width="2"/>${sparkle(72, 16, 7)}`,
};

export const cursedSkull: TArtPiece = {
  defs: `${radial('skull-bone', '#f5f0dc', '#a89c78')}${radial('curse', '#9dff6a', '#1f7a00', 0.5, 0.5)}`,
  body: `<circle cx="50" cy="50" r="42" fill="url(#curse)" opacity="0.35"/><path d="M22 44 Q22 14 50 14 Q78 14 78 44 Q78 58 68 62 V76 H32 V62 Q22 58 22 44 Z" fill="url(#skull-bone)" stroke="#3a3220" stroke-width="3" stroke-linejoin="round"/><ellipse cx="38" cy="44" rx="8" ry="9" fill="#1a1a10"/><ellipse cx="62" cy="44" rx="8" ry="9" fill="#1a1a10"/><circle cx="38" cy="45" r="3" fill="#9dff6a"/><circle cx="62" cy="45" r="3" fill="#9dff6a"/><path d="M46 60 L50 52 L54 60 Z" fill="#1a1a10"/><path d="M40 68 V76 M46 68 V76 M54 68 V76 M60 68 V76" stroke="#3a3220" stroke-width="2.5"/>`,
};

/** The covered tile's emblem: a shape stamped into the slab in the theme's trim colour. */
export function tileEmblem(id: string, trim: string, shape: string): TArtPiece {
  return {
    defs: linear(`${id}-trim`, ['#ffffff', trim, trim]),
    body: `<g fill="none" stroke="url(#${id}-trim)" stroke-width="3" stroke-linejoin="round" stroke-linecap="round" opacity="0.55">${shape}</g>`,
  };
}

export const crownShape = '<path d="M28 64 L24 38 L38 50 L50 30 L62 50 L76 38 L72 64 Z"/>';
export const facetShape = '<path d="M36 30 H64 L74 44 L50 72 L26 44 Z M26 44 H74"/>';
export const shellShape =
  '<path d="M24 62 Q24 34 50 30 Q76 34 76 62 Z M50 32 V62 M36 36 L42 62 M64 36 L58 62"/>';
export const starShape =
  '<path d="M50 26 L56 44 L74 44 L60 56 L66 74 L50 62 L34 74 L40 56 L26 44 L44 44 Z"/>';
export const eyeShape =
  '<path d="M24 50 Q50 26 76 50 Q50 74 24 50 Z"/><circle cx="50" cy="50" r="8"/><path d="M50 58 V74 M44 74 H56"/>';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Adds a title's sprite to the page once; `drawArt('safe')` then draws from it. */
export function installSprite(art: { tile: TArtPiece; safe: TArtPiece; mine: TArtPiece }): void {
  const sprite = document.createElementNS(SVG_NS, 'svg');
  sprite.setAttribute('class', 'sprite');
  sprite.setAttribute('aria-hidden', 'true');
  sprite.innerHTML = `<defs>${art.tile.defs}${art.safe.defs}${art.mine.defs}</defs>${(
    ['tile', 'safe', 'mine'] as const
  )
    .map((name) => `<symbol id="art-${name}" viewBox="0 0 100 100">${art[name].body}</symbol>`)
    .join('')}`;
  document.body.prepend(sprite);
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
