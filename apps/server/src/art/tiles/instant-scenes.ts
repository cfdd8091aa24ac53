/** Instant-game compositions: plinko board, mines grid, prize wheel, scratch ticket. */
import { GOLD } from '#src/art/tiles/palette';
import { GEM_COLORS, placeMotif } from '#src/art/tiles/motifs';
import { halo, pick, type TSceneFrame } from '#src/art/tiles/scene-kit';
import { DISPLAY_FONT, round } from '#src/art/tiles/svg';

export function plinko({ cx, cy, size, palette, random }: TSceneFrame): string {
  const rows = 7;
  const gap = size * 0.14;
  const top = cy - size * 0.5;
  let pegs = '';
  for (let row = 0; row < rows; row += 1) {
    for (let index = 0; index < row + 3; index += 1) {
      const x = cx + (index - (row + 2) / 2) * gap;
      pegs += `<circle cx="${round(x)}" cy="${round(top + row * gap)}" r="${round(gap * 0.2)}" fill="url(#g-white)" stroke="${palette.accentLight}" stroke-width="1.5"/>`;
    }
  }
  const slotY = top + rows * gap;
  const multipliers = ['9x', '3x', '1x', '.5x', '1x', '3x', '9x'];
  const slotWidth = gap * 0.94;
  const slots = multipliers
    .map((label, index) => {
      const x = cx + (index - 3) * gap - slotWidth / 2;
      const heat = Math.abs(index - 3) / 3;
      const fill = heat > 0.8 ? '#FF3D6E' : heat > 0.4 ? '#FF9F43' : GOLD.mid;
      return `<rect x="${round(x)}" y="${round(slotY)}" width="${round(slotWidth)}" height="${round(gap * 0.8)}" rx="6" fill="${fill}" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="1.5"/>
<text x="${round(x + slotWidth / 2)}" y="${round(slotY + gap * 0.47)}" text-anchor="middle" font-family="${DISPLAY_FONT}" font-weight="900" font-size="${round(gap * 0.36)}" fill="#1B1446">${label}</text>`;
    })
    .join('');
  const ballX = cx + (random() - 0.5) * gap * 2;
  const ballY = top + gap * (3.5 + random() * 2);
  return `${halo(cx, cy, size * 0.85)}${pegs}${slots}
<path d="M${round(cx)} ${round(top - gap)} Q${round(cx - gap)} ${round(top + gap * 2)} ${round(ballX)} ${round(ballY)}" fill="none" stroke="${palette.accentLight}" stroke-opacity="0.35" stroke-width="${round(gap * 0.5)}" stroke-linecap="round"/>
<circle cx="${round(ballX)}" cy="${round(ballY)}" r="${round(gap * 0.42)}" fill="url(#g-gold)" stroke="${GOLD.shadow}" stroke-width="2" filter="url(#f-shadow)"/>`;
}

export function mines({ cx, cy, size, palette, random }: TSceneFrame): string {
  const cells = 5;
  const cell = (size * 1.1) / cells;
  const left = cx - (cell * cells) / 2;
  const top = cy - (cell * cells) / 2;
  const bombAt = Math.floor(random() * 25);
  let body = '';
  for (let index = 0; index < 25; index += 1) {
    const x = left + (index % cells) * cell;
    const y = top + Math.floor(index / cells) * cell;
    const isRevealed = index === bombAt || random() < 0.4;
    body += `<rect x="${round(x + 3)}" y="${round(y + 3)}" width="${round(cell - 6)}" height="${round(cell - 6)}" rx="8" fill="${isRevealed ? '#120C2C' : 'url(#g-tile)'}" stroke="${isRevealed ? GOLD.mid : palette.accentLight}" stroke-opacity="${isRevealed ? 1 : 0.6}" stroke-width="2"/>`;
    if (index === bombAt) body += placeMotif('bomb', x + cell / 2, y + cell / 2 + 2, cell * 0.72);
    else if (isRevealed) {
      body += placeMotif('gem', x + cell / 2, y + cell / 2, cell * 0.7, {
        color: pick(GEM_COLORS, random),
      });
    }
  }
  return `${halo(cx, cy, size * 0.85)}${body}`;
}

export function wheel({ cx, cy, size, palette }: TSceneFrame): string {
  const radius = size * 0.56;
  const segments = 12;
  const colors = [palette.accent, '#120C2C', GOLD.mid, palette.glow, '#FF3D6E', '#120C2C'];
  const labels = ['2x', '5x', '10x', '1x', '50x', '3x'];
  let body = '';
  for (let index = 0; index < segments; index += 1) {
    const start = (index / segments) * Math.PI * 2 - Math.PI / 2;
    const end = ((index + 1) / segments) * Math.PI * 2 - Math.PI / 2;
    const middle = (start + end) / 2;
    const [x1, y1] = [cx + radius * Math.cos(start), cy + radius * Math.sin(start)];
    const [x2, y2] = [cx + radius * Math.cos(end), cy + radius * Math.sin(end)];
    const fill = colors[index % colors.length] ?? GOLD.mid;
    body += `<path d="M${round(cx)} ${round(cy)} L${round(x1)} ${round(y1)} A${round(radius)} ${round(radius)} 0 0 1 ${round(x2)} ${round(y2)} Z" fill="${fill}" stroke="${GOLD.deep}" stroke-width="2"/>`;
    const textRadius = radius * 0.72;
    const degrees = (middle * 180) / Math.PI + 90;
    body += `<text transform="translate(${round(cx + textRadius * Math.cos(middle))} ${round(cy + textRadius * Math.sin(middle))}) rotate(${round(degrees)})" text-anchor="middle" dominant-baseline="middle" font-family="${DISPLAY_FONT}" font-weight="900" font-size="${round(radius * 0.16)}" fill="#FFFFFF" stroke="#1B1446" stroke-width="2" paint-order="stroke">${labels[index % labels.length]}</text>`;
  }
  let bulbs = '';
  for (let index = 0; index < 24; index += 1) {
    const angle = (index / 24) * Math.PI * 2;
    bulbs += `<circle cx="${round(cx + (radius + 9) * Math.cos(angle))}" cy="${round(cy + (radius + 9) * Math.sin(angle))}" r="3.6" fill="${index % 2 === 0 ? '#FFFFFF' : '#FFE9A3'}"/>`;
  }
  return `${halo(cx, cy, size * 0.9)}
<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius + 16)}" fill="url(#g-gold)" stroke="${GOLD.shadow}" stroke-width="3"/>
${body}${bulbs}
<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius * 0.24)}" fill="#1B1446" stroke="url(#g-gold)" stroke-width="5"/>
${placeMotif('crown', cx, cy, radius * 0.3)}
<path d="M${round(cx - 16)} ${round(cy - radius - 24)} H${round(cx + 16)} L${round(cx)} ${round(cy - radius + 8)} Z" fill="#FF3D6E" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round"/>`;
}

export function scratch({ cx, cy, size, motifs, random }: TSceneFrame): string {
  const width = size * 1.2;
  const height = size * 0.86;
  const left = -width / 2;
  const top = -height / 2;
  const panel = width / 3.6;
  let panels = '';
  for (let index = 0; index < 6; index += 1) {
    const x = left + width * 0.08 + (index % 3) * (panel + width * 0.03);
    const y = top + height * 0.3 + Math.floor(index / 3) * (panel * 0.78 + 8);
    const isScratched = index < 3 || random() < 0.3;
    panels += `<rect x="${round(x)}" y="${round(y)}" width="${round(panel)}" height="${round(panel * 0.78)}" rx="8" fill="${isScratched ? '#FFF8E6' : 'url(#g-silver)'}" stroke="${GOLD.deep}" stroke-width="2"/>`;
    if (isScratched) {
      panels += placeMotif(motifs[0] ?? 'crown', x + panel / 2, y + panel * 0.39, panel * 0.56, {
        color: GEM_COLORS[index],
      });
    } else {
      panels += `<path d="M${round(x + 8)} ${round(y + 12)} l${round(panel * 0.3)} ${round(panel * 0.3)} M${round(x + panel * 0.45)} ${round(y + 10)} l${round(panel * 0.3)} ${round(panel * 0.35)}" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>`;
    }
  }
  return `${halo(cx, cy, size * 0.85)}
<g transform="translate(${round(cx)} ${round(cy)}) rotate(-5)">
<rect x="${round(left)}" y="${round(top)}" width="${round(width)}" height="${round(height)}" rx="16" fill="url(#g-gold)" stroke="${GOLD.shadow}" stroke-width="3"/>
<rect x="${round(left + 8)}" y="${round(top + 8)}" width="${round(width - 16)}" height="${round(height - 16)}" rx="12" fill="#1B1446" stroke="#FFF1B8" stroke-width="2" stroke-dasharray="6 5"/>
<text x="0" y="${round(top + height * 0.2)}" text-anchor="middle" font-family="${DISPLAY_FONT}" font-weight="900" font-size="${round(height * 0.11)}" fill="url(#g-gold)" letter-spacing="2">MATCH 3 TO WIN</text>
${panels}</g>
${placeMotif('coin', cx + width * 0.48, cy + height * 0.36, size * 0.3, { degrees: 20 })}`;
}
