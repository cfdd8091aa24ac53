import type { TBannerArt, TBannerScheme } from '#src/art/banners/banner-art-catalogue';
import { decorationCoin, motifSvg } from '#src/art/banners/banner-motifs';

export type TBannerDevice = 'desktop' | 'mobile';

interface TScheme {
  accent: string;
  glow: string;
  gemLight: string;
  gemDeep: string;
}

/** VISUAL.md: gold for GC, emerald for SC, violet for events; gold trim on everything. */
const SCHEMES: Record<TBannerScheme, TScheme> = {
  gold: {
    accent: '#F5C542',
    glow: '#F5C542',
    gemLight: '#FF9DB8',
    gemDeep: '#B0123F',
  },
  emerald: {
    accent: '#2ED47A',
    glow: '#1DB371',
    gemLight: '#A6F5CB',
    gemDeep: '#0B6B3E',
  },
  violet: {
    accent: '#C9A4FF',
    glow: '#8A45F0',
    gemLight: '#A8C8FF',
    gemDeep: '#2F3FB8',
  },
};

const SIZES: Record<TBannerDevice, { width: number; height: number }> = {
  desktop: { width: 1600, height: 500 },
  mobile: { width: 750, height: 900 },
};

/** Stable pseudo-random numbers from the art key, so a banner always looks the same. */
function seededRandom(seedText: string): () => number {
  let state =
    [...seedText].reduce(
      (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619),
      2166136261,
    ) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4_294_967_296;
  };
}

function definitions(scheme: TScheme): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0E0B24"/><stop offset="0.6" stop-color="#1B1446"/><stop offset="1" stop-color="#2C2268"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="${scheme.glow}" stop-opacity="0.75"/><stop offset="0.45" stop-color="${scheme.glow}" stop-opacity="0.25"/><stop offset="1" stop-color="${scheme.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFF1B8"/><stop offset="0.45" stop-color="#F5C542"/><stop offset="1" stop-color="#B7791F"/></linearGradient>
<radialGradient id="coin" cx="0.35" cy="0.3"><stop offset="0" stop-color="#FFF6CF"/><stop offset="1" stop-color="#E9AE2C"/></radialGradient>
<radialGradient id="coinSc" cx="0.35" cy="0.3"><stop offset="0" stop-color="#A6F5CB"/><stop offset="1" stop-color="#0F8A4C"/></radialGradient>
<linearGradient id="scrimX" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0E0B24" stop-opacity="0.55"/><stop offset="0.7" stop-color="#0E0B24" stop-opacity="0.3"/><stop offset="1" stop-color="#0E0B24" stop-opacity="0"/></linearGradient>
<linearGradient id="scrimY" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0E0B24" stop-opacity="0"/><stop offset="0.25" stop-color="#0E0B24" stop-opacity="0.4"/><stop offset="1" stop-color="#0E0B24" stop-opacity="0.6"/></linearGradient>
<radialGradient id="gem" cx="0.35" cy="0.3"><stop offset="0" stop-color="${scheme.gemLight}"/><stop offset="1" stop-color="${scheme.gemDeep}"/></radialGradient>
</defs>`;
}

function sparkle(x: number, y: number, size: number, opacity: number): string {
  return `<path d="M${x} ${y - size * 2} L${x + size * 0.5} ${y - size * 0.5} L${x + size * 2} ${y} L${x + size * 0.5} ${y + size * 0.5} L${x} ${y + size * 2} L${x - size * 0.5} ${y + size * 0.5} L${x - size * 2} ${y} L${x - size * 0.5} ${y - size * 0.5} Z" fill="#FFF6D5" opacity="${opacity.toFixed(2)}"/>`;
}

function sparkles(random: () => number, width: number, height: number): string {
  let output = '';
  for (let index = 0; index < 26; index += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    output += sparkle(x, y, 2 + random() * 6, 0.3 + random() * 0.6);
  }
  return output;
}

/**
 * A banner picture: wide for desktop (1600 x 500), tall for mobile (750 x 900). No words: the
 * page lays the title over the scrim (left on desktop, lower part on mobile) in the site's fonts.
 */
export function renderBannerSvg(artKey: string, art: TBannerArt, device: TBannerDevice): string {
  const scheme = SCHEMES[art.scheme];
  const { width, height } = SIZES[device];
  const random = seededRandom(`${artKey}:${device}`);
  const isDesktop = device === 'desktop';
  const motifCentre = isDesktop ? { x: 1250, y: 250, scale: 1.05 } : { x: 375, y: 300, scale: 1.1 };
  const motifTransform = `translate(${motifCentre.x - 200 * motifCentre.scale} ${motifCentre.y - 200 * motifCentre.scale}) scale(${motifCentre.scale})`;
  const sideCoins = isDesktop
    ? `${decorationCoin(1000, 380, 34, 'GC')}${decorationCoin(1500, 110, 28, 'SC')}`
    : `${decorationCoin(110, 140, 34, 'GC')}${decorationCoin(650, 470, 30, 'SC')}`;
  const textScrim = isDesktop
    ? `<rect x="0" y="0" width="1150" height="${height}" fill="url(#scrimX)"/>`
    : `<rect x="0" y="470" width="${width}" height="${height - 470}" fill="url(#scrimY)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">
${definitions(scheme)}
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${motifCentre.x}" cy="${motifCentre.y}" r="${isDesktop ? 330 : 360}" fill="url(#halo)"/>
${sparkles(random, width, height)}
${textScrim}
<g transform="${motifTransform}">${motifSvg(art.motif)}</g>
${sideCoins}
<rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="18" fill="none" stroke="${scheme.accent}" stroke-opacity="0.45" stroke-width="3"/>
</svg>`;
}

/**
 * The animated variant: the motion layer alone, a still picture on a transparent ground (larger
 * glints in the scheme's light, a few in its accent). The page lays it over the still banner and
 * moves it with CSS opacity and transform only, which the compositor runs off the main thread;
 * SMIL inside an image repaints the whole picture on the main thread every frame (decision 153).
 */
export function renderBannerMotionSvg(
  artKey: string,
  art: TBannerArt,
  device: TBannerDevice,
): string {
  const scheme = SCHEMES[art.scheme];
  const { width, height } = SIZES[device];
  const random = seededRandom(`${artKey}:${device}:motion`);
  let glints = '';
  for (let index = 0; index < 18; index += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = 4 + random() * 7;
    glints += sparkle(x, y, size, 0.7 + random() * 0.3);
    if (index % 3 === 0) {
      glints += `<circle cx="${x}" cy="${y}" r="${(size * 1.6).toFixed(1)}" fill="${scheme.accent}" opacity="0.22"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">${glints}</svg>`;
}
