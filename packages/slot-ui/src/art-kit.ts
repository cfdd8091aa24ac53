/**
 * Building blocks for themed symbol art: inline SVG in a 100×100 box, drawn in code. Every
 * gradient id carries the theme and symbol (`id`), so two themes never share a definition.
 */
export const svg = (body: string, viewBox = '0 0 100 100') =>
  `<svg viewBox="${viewBox}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">${body}</svg>`;

/** A top-to-bottom gradient definition through the given colours. */
export function linear(id: string, ...colors: string[]): string {
  const stops = colors
    .map((color, index) => `<stop offset="${index / (colors.length - 1)}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1">${stops}</linearGradient>`;
}

export function radial(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
}

/** A white glint in the upper left, the light every symbol shares. */
export const glint = (x = 34, y = 30, size = 7) =>
  `<path d="M${x} ${y - size} L${x + size * 0.3} ${y - size * 0.3} L${x + size} ${y} L${x + size * 0.3} ${y + size * 0.3} L${x} ${y + size} L${x - size * 0.3} ${y + size * 0.3} L${x - size} ${y} L${x - size * 0.3} ${y - size * 0.3} Z" fill="#fff" opacity="0.9"/>`;

export interface TCardStyle {
  /** Prefix of the gradient ids. */
  id: string;
  top: string;
  bottom: string;
  outline: string;
  font: string;
}

/** A card rank (A, K, Q, J, 10) in the theme's colours and type. */
export function cardArt(rank: string, style: TCardStyle, top = style.top, bottom = style.bottom) {
  const id = `${style.id}-${rank}`;
  const size = rank.length > 1 ? 54 : 70;
  return svg(
    `<defs>${linear(id, '#ffffff', top, bottom)}</defs><text x="50" y="${rank.length > 1 ? 71 : 76}" text-anchor="middle" font-family="${style.font}" font-weight="900" font-size="${size}" fill="url(#${id})" stroke="${style.outline}" stroke-width="5" paint-order="stroke" stroke-linejoin="round">${rank}</text>${glint(rank.length > 1 ? 30 : 36, 30, 5)}`,
  );
}

/** The wild: a framed plaque with the word, in the theme's colours. */
export function plaqueArt(
  id: string,
  fill: [string, string],
  border: string,
  text: string,
  decoration = '',
) {
  return svg(
    `<defs>${linear(`${id}-fill`, ...fill)}${linear(`${id}-rim`, '#fff7d6', border, '#6b3d00')}</defs><rect x="5" y="16" width="90" height="68" rx="16" fill="url(#${id}-rim)"/><rect x="11" y="22" width="78" height="56" rx="11" fill="url(#${id}-fill)"/>${decoration}<text x="50" y="60" text-anchor="middle" font-family="Georgia, serif" font-weight="900" font-size="25" fill="#fff3c4" stroke="#2a0b00" stroke-width="4" paint-order="stroke" letter-spacing="1">${text}</text>${glint(22, 28, 5)}`,
  );
}

/** A faceted cut gem (round brilliant seen from the top) in the given colours. */
export function gemArt(id: string, light: string, mid: string, dark: string) {
  return svg(
    `<defs>${linear(id, light, mid, dark)}</defs><path d="M50 8 L80 20 L92 50 L80 80 L50 92 L20 80 L8 50 L20 20 Z" fill="url(#${id})" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><path d="M50 26 L67 33 L74 50 L67 67 L50 74 L33 67 L26 50 L33 33 Z" fill="${light}" opacity="0.35"/><path d="M50 8 L50 26 M80 20 L67 33 M92 50 L74 50 M80 80 L67 67 M50 92 L50 74 M20 80 L33 67 M8 50 L26 50 M20 20 L33 33" stroke="#fff" stroke-width="1.5" opacity="0.6"/>${glint(38, 32, 8)}`,
  );
}

/** A minted coin with an emblem (markup drawn for the 100×100 box, centred). */
export function coinArt(id: string, rim: [string, string], face: [string, string], emblem: string) {
  return svg(
    `<defs>${linear(`${id}-rim`, '#fffbe0', rim[0], rim[1])}${radial(`${id}-face`, face[0], face[1])}</defs><circle cx="50" cy="50" r="45" fill="url(#${id}-rim)" stroke="#5a3300" stroke-width="3"/><circle cx="50" cy="50" r="35" fill="url(#${id}-face)" stroke="#7a4a00" stroke-width="2"/><circle cx="50" cy="50" r="40" fill="none" stroke="#fff3c4" stroke-width="1.5" stroke-dasharray="2 4" opacity="0.8"/>${emblem}${glint(33, 27, 7)}`,
  );
}

/** A full-bleed backdrop: a sky gradient, the theme's silhouettes and a scatter of sparkles. */
export function sceneArt(id: string, sky: [string, string, string], body: string, sparkle: string) {
  const sparkles = Array.from({ length: 28 }, (_, index) => {
    const x = (index * 379) % 1600;
    const y = (index * 211) % 620;
    const r = 1 + (index % 3);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${sparkle}" opacity="${0.25 + (index % 4) * 0.15}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice"><defs>${linear(`${id}-sky`, ...sky)}</defs><rect width="1600" height="1000" fill="url(#${id}-sky)"/>${sparkles}${body}</svg>`;
}

/** A five-point crown with a jewel band, in the given metal and jewel colours. */
export function crownIcon(id: string, light: string, dark: string, jewel: string) {
  return svg(
    `<defs>${linear(id, '#ffffff', light, dark)}</defs><path d="M12 74 L8 28 L31 47 L50 14 L69 47 L92 28 L88 74 Z" fill="url(#${id})" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/><rect x="11" y="72" width="78" height="14" rx="5" fill="url(#${id})" stroke="${dark}" stroke-width="4"/><circle cx="50" cy="56" r="8" fill="${jewel}" stroke="#fff" stroke-width="2"/><circle cx="28" cy="79" r="4" fill="${jewel}"/><circle cx="50" cy="79" r="4" fill="${jewel}"/><circle cx="72" cy="79" r="4" fill="${jewel}"/><circle cx="8" cy="26" r="5" fill="#fff"/><circle cx="50" cy="12" r="5" fill="#fff"/><circle cx="92" cy="26" r="5" fill="#fff"/>${glint(36, 40, 6)}`,
  );
}
