import type { TGameArtShape } from '@casino/contracts';
import { themeMotifs } from '#src/art/tiles/motifs';
import { GOLD, pickPalette, type TPalette } from '#src/art/tiles/palette';
import { drawScene } from '#src/art/tiles/scenes';
import {
  createArtRandom,
  DISPLAY_FONT,
  escapeXml,
  estimateTextWidth,
  hashText,
  round,
  splitTitle,
} from '#src/art/tiles/svg';
import { tileDefs } from '#src/art/tiles/tile-defs';

export interface TArtSubject {
  identifier: string;
  name: string;
  engineKey: string | null;
  artTheme: string;
}

/** Card games named for a rank show that rank; others take one from the hash. */
function cardVariant(name: string, seed: number): number {
  const ranks = [/\bace/i, /\bking/i, /\bqueen/i, /\bjack\b/i];
  const named = ranks.findIndex((pattern) => pattern.test(name));
  const suit = /spade/i.test(name) ? 0 : (seed >>> 8) % 4;
  return (named >= 0 ? named : seed % 5) + suit * 5;
}

const SIZES: Record<TGameArtShape, { width: number; height: number }> = {
  short: { width: 400, height: 400 },
  long: { width: 400, height: 600 },
};

function rays(cx: number, cy: number, length: number): string {
  let wedges = '';
  for (let index = 0; index < 18; index += 2) {
    const start = (index / 18) * Math.PI * 2;
    const end = ((index + 1) / 18) * Math.PI * 2;
    wedges += `<path d="M${round(cx)} ${round(cy)} L${round(cx + length * Math.cos(start))} ${round(cy + length * Math.sin(start))} L${round(cx + length * Math.cos(end))} ${round(cy + length * Math.sin(end))} Z"/>`;
  }
  return `<g fill="#FFFFFF" opacity="0.05">${wedges}</g>`;
}

function sparkles(width: number, height: number, random: () => number): string {
  let body = '';
  for (let index = 0; index < 14; index += 1) {
    const x = random() * width;
    const y = random() * height * 0.7;
    const size = 2 + random() * 5;
    body += `<path d="M${round(x)} ${round(y - size)} L${round(x + size * 0.3)} ${round(y - size * 0.3)} L${round(x + size)} ${round(y)} L${round(x + size * 0.3)} ${round(y + size * 0.3)} L${round(x)} ${round(y + size)} L${round(x - size * 0.3)} ${round(y + size * 0.3)} L${round(x - size)} ${round(y)} L${round(x - size * 0.3)} ${round(y - size * 0.3)} Z" fill="#FFFFFF" opacity="${round(0.4 + random() * 0.5)}"/>`;
  }
  return body;
}

function title(name: string, width: number, bottom: number, shape: TGameArtShape): string {
  const lines = splitTitle(name, shape === 'long' ? 11 : 12);
  const fontSize = lines.length === 1 ? 46 : 38;
  const maxWidth = width - 56;
  return lines
    .map((line, index) => {
      const y = bottom - (lines.length - 1 - index) * fontSize * 1.02;
      const squeeze =
        estimateTextWidth(line, fontSize) > maxWidth
          ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"`
          : '';
      return `<text x="${width / 2}" y="${round(y)}" text-anchor="middle" font-family="${DISPLAY_FONT}" font-weight="900" font-size="${fontSize}" fill="url(#g-title)" stroke="#2A1500" stroke-width="7" stroke-linejoin="round" paint-order="stroke"${squeeze}>${escapeXml(line)}</text>`;
    })
    .join('');
}

function frame(width: number, height: number, palette: TPalette): string {
  return `<rect x="5" y="5" width="${width - 10}" height="${height - 10}" rx="26" fill="none" stroke="url(#g-gold)" stroke-width="6"/>
<rect x="15" y="15" width="${width - 30}" height="${height - 30}" rx="18" fill="none" stroke="${palette.accentLight}" stroke-opacity="0.35" stroke-width="1.5"/>
<path d="M${width / 2 - 22} 5 L${width / 2} 20 L${width / 2 + 22} 5 Z" fill="url(#g-gold)" stroke="${GOLD.shadow}" stroke-width="1.5"/>
<circle cx="${width / 2}" cy="11" r="4" fill="#FF3D6E"/>`;
}

/**
 * Draws a game's tile: jewel-toned background with light rays, the engine's scene with the
 * theme's symbols, a gold frame and the name in the display face. Deterministic per identifier.
 */
export function drawGameTile(subject: TArtSubject, shape: TGameArtShape): string {
  const { width, height } = SIZES[shape];
  const seed = hashText(subject.identifier);
  const random = createArtRandom(seed);
  const palette = pickPalette(subject.artTheme, seed);
  const sceneSize = shape === 'long' ? 300 : 225;
  const cx = width / 2;
  const cy = shape === 'long' ? 265 : 160;
  const scene = drawScene(subject.engineKey, {
    cx,
    cy,
    size: sceneSize,
    palette,
    motifs: themeMotifs(subject.artTheme),
    variant: cardVariant(subject.name, seed),
    random,
  });
  const plateTop = height - (shape === 'long' ? 190 : 150);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(subject.name)}">
${tileDefs(palette)}
<rect width="${width}" height="${height}" rx="28" fill="url(#g-bg)"/>
${rays(cx, cy, height)}
${sparkles(width, height, random)}
${scene}
<rect y="${plateTop}" width="${width}" height="${height - plateTop}" fill="url(#g-plate)"/>
${title(subject.name, width, height - 34, shape)}
${frame(width, height, palette)}
</svg>`;
}
