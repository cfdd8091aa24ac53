/** Reel-game compositions: classic reels, video-slot hero, cascades, hold-and-win grid. */
import { GOLD } from '#src/art/tiles/palette';
import { GEM_COLORS, placeMotif } from '#src/art/tiles/motifs';
import { halo, pick, type TSceneFrame } from '#src/art/tiles/scene-kit';
import { DISPLAY_FONT, round } from '#src/art/tiles/svg';

export function classicReels({ cx, cy, size, motifs }: TSceneFrame): string {
  const width = size * 1.2;
  const height = size * 0.62;
  const left = cx - width / 2;
  const top = cy - height / 2 + size * 0.08;
  const reelWidth = (width - 28) / 3;
  const reels = [0, 1, 2]
    .map((index) => {
      const x = left + 10 + index * (reelWidth + 4);
      const symbol = motifs[index % motifs.length] ?? 'seven';
      return `<rect x="${round(x)}" y="${round(top + 10)}" width="${round(reelWidth)}" height="${round(height - 20)}" rx="10" fill="url(#g-white)"/>
${placeMotif(symbol, x + reelWidth / 2, top + height / 2, reelWidth * 0.72, { color: GEM_COLORS[index] })}`;
    })
    .join('');
  return `${halo(cx, cy, size * 0.75)}
${placeMotif('crown', cx, top - size * 0.16, size * 0.42)}
<rect x="${round(left - 8)}" y="${round(top - 8)}" width="${round(width + 16)}" height="${round(height + 16)}" rx="22" fill="url(#g-gold)" stroke="${GOLD.shadow}" stroke-width="3"/>
<rect x="${round(left)}" y="${round(top)}" width="${round(width)}" height="${round(height)}" rx="16" fill="#120C2C"/>
${reels}
<rect x="${round(left + 4)}" y="${round(top + height / 2 - 2)}" width="${round(width - 8)}" height="4" fill="#FF3D6E" opacity="0.8"/>`;
}

export function videoHero({ cx, cy, size, motifs, variant, random }: TSceneFrame): string {
  const [hero = 'crown', ...others] = motifs;
  // Sideways spread is capped so satellites stay inside the narrow portrait tile.
  const spots = [
    [-0.52, -0.4, -14],
    [0.52, -0.36, 12],
    [-0.5, 0.42, 10],
    [0.52, 0.44, -10],
  ] as const;
  const satellites = spots
    .map(([dx, dy, degrees], index) =>
      placeMotif(
        others[index % Math.max(others.length, 1)] ?? hero,
        cx + dx * Math.min(size, 250),
        cy + dy * size,
        Math.min(size, 250) * (0.28 + random() * 0.06),
        { degrees, color: pick(GEM_COLORS, random) },
      ),
    )
    .join('');
  return `${halo(cx, cy, size * 0.85)}${satellites}
<g filter="url(#f-shadow)">${placeMotif(hero, cx, cy, size * 0.82, { color: pick(GEM_COLORS, random), variant })}</g>`;
}

export function waysCascade({ cx, cy, size, motifs, random }: TSceneFrame): string {
  const columns = 5;
  const rows = size > 260 ? 4 : 3;
  // Tall tiles get a fourth row instead of wider cells, which would cross the frame.
  const cell = Math.min(size * 1.45, 330) / columns;
  const left = cx - (cell * columns) / 2;
  const top = cy - (cell * rows) / 2;
  let body = '';
  for (let column = 0; column < columns; column += 1) {
    const drop = column % 2 === 0 ? 0 : cell * 0.35 * random();
    for (let row = 0; row < rows; row += 1) {
      const x = left + column * cell + cell / 2;
      const y = top + row * cell + cell / 2 - drop;
      const motif = random() < 0.75 ? 'gem' : pick(motifs, random);
      body += placeMotif(motif, x, y, cell * 0.9, {
        color: pick(GEM_COLORS, random),
        degrees: (random() - 0.5) * 24,
      });
    }
    if (drop > 0) {
      const x = left + column * cell + cell / 2;
      body += `<path d="M${round(x - 8)} ${round(top - drop - 4)} v-26 M${round(x + 8)} ${round(top - drop - 10)} v-18" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`;
    }
  }
  return `${halo(cx, cy, size * 0.9)}${body}`;
}

export function holdAndWin({ cx, cy, size, motifs, random }: TSceneFrame): string {
  const hero = motifs[0] ?? 'coin';
  const cell = size * 0.36;
  const left = cx - cell * 1.5;
  const top = cy - cell * 1.5;
  const prizes = ['MINI', '5x', 'MAJOR', '10x', 'GRAND', '2x', 'MINOR', '25x', '3x'];
  let body = '';
  for (let index = 0; index < 9; index += 1) {
    const x = left + (index % 3) * cell;
    const y = top + Math.floor(index / 3) * cell;
    body += `<rect x="${round(x + 3)}" y="${round(y + 3)}" width="${round(cell - 6)}" height="${round(cell - 6)}" rx="10" fill="#120C2C" stroke="url(#g-gold)" stroke-width="2.5"/>`;
    if (index === 4 && hero !== 'coin') {
      body += `<rect x="${round(x + 3)}" y="${round(y + 3)}" width="${round(cell - 6)}" height="${round(cell - 6)}" rx="10" fill="url(#g-glow)"/>`;
      body += placeMotif(hero, x + cell / 2, y + cell / 2, cell * 0.8, { color: '#FF3D6E' });
    } else if (index === 4 || random() < 0.62) {
      const prize = prizes[index] ?? '2x';
      body += placeMotif('coin', x + cell / 2, y + cell / 2, cell * 0.78);
      body += `<text x="${round(x + cell / 2)}" y="${round(y + cell / 2 + cell * 0.09)}" text-anchor="middle" font-family="${DISPLAY_FONT}" font-weight="900" font-size="${round(cell * (prize.length > 3 ? 0.2 : 0.28))}" fill="#FFFFFF" stroke="#5A2A00" stroke-width="3" paint-order="stroke">${prize}</text>`;
    }
  }
  return `${halo(cx, cy, size * 0.9)}${body}`;
}
