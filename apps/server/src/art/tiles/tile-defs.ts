import { GOLD, type TPalette } from '#src/art/tiles/palette';

/** Gradients and filters every generated picture shares; motifs refer to them by id. */
export function tileDefs(palette: TPalette): string {
  return `<defs>
<linearGradient id="g-bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${palette.mid}"/><stop offset="0.55" stop-color="${palette.deep}"/><stop offset="1" stop-color="#07051A"/></linearGradient>
<radialGradient id="g-glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.85"/><stop offset="0.5" stop-color="${palette.glow}" stop-opacity="0.25"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD.light}"/><stop offset="0.45" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="${GOLD.deep}"/></linearGradient>
<linearGradient id="g-title" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFDF2"/><stop offset="0.5" stop-color="#FFD966"/><stop offset="1" stop-color="#E0A21F"/></linearGradient>
<linearGradient id="g-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FF7A93"/><stop offset="0.5" stop-color="#E0123F"/><stop offset="1" stop-color="#7A0020"/></linearGradient>
<linearGradient id="g-silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F4F4FA"/><stop offset="0.5" stop-color="#C9C8DA"/><stop offset="1" stop-color="#8E8CA8"/></linearGradient>
<radialGradient id="g-white" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#FFFFFF"/><stop offset="0.6" stop-color="#EDE9FF"/><stop offset="1" stop-color="#B9B3E0"/></radialGradient>
<linearGradient id="g-plate" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#07051A" stop-opacity="0"/><stop offset="0.35" stop-color="#07051A" stop-opacity="0.8"/><stop offset="1" stop-color="#07051A" stop-opacity="0.95"/></linearGradient>
<linearGradient id="g-tile" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.glow}"/><stop offset="1" stop-color="${palette.mid}"/></linearGradient>
<filter id="f-shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-color="#000000" flood-opacity="0.55"/></filter>
</defs>`;
}
