import { ownEntry } from '#src/lib/own-entry';

/** Jewel-toned palettes of the night-luxury style (docs VISUAL.md): deep base, glow, accent. */
export interface TPalette {
  name: string;
  deep: string;
  mid: string;
  glow: string;
  accent: string;
  accentLight: string;
}

export const PALETTES: readonly TPalette[] = [
  {
    name: 'sapphire',
    deep: '#070B2E',
    mid: '#1A2470',
    glow: '#3D63E8',
    accent: '#4F8BFF',
    accentLight: '#A8C8FF',
  },
  {
    name: 'amethyst',
    deep: '#12072B',
    mid: '#33156B',
    glow: '#8A45F0',
    accent: '#A86BFF',
    accentLight: '#DCC4FF',
  },
  {
    name: 'emerald',
    deep: '#03190F',
    mid: '#0B4431',
    glow: '#1DB371',
    accent: '#2ED47A',
    accentLight: '#A6F5CB',
  },
  {
    name: 'ruby',
    deep: '#22040F',
    mid: '#5C0C2A',
    glow: '#D8245E',
    accent: '#FF4F7E',
    accentLight: '#FFB3C8',
  },
  {
    name: 'royal',
    deep: '#0E0B24',
    mid: '#221A52',
    glow: '#5B3FD0',
    accent: '#F5C542',
    accentLight: '#FFE9A3',
  },
  {
    name: 'teal',
    deep: '#021A22',
    mid: '#0A3F4E',
    glow: '#17A2B5',
    accent: '#3FD8E8',
    accentLight: '#B5F3F9',
  },
  {
    name: 'garnet',
    deep: '#1E0508',
    mid: '#4F0F1A',
    glow: '#B8322F',
    accent: '#FF7A45',
    accentLight: '#FFD0B0',
  },
];

export const GOLD = { light: '#FFF1B8', mid: '#F5C542', deep: '#B7791F', shadow: '#6B4310' };

/** Themes lean to a palette that suits them; the identifier's hash varies the rest. */
const THEME_PALETTE: Record<string, string> = {
  fruit: 'ruby',
  cherry: 'ruby',
  gems: 'amethyst',
  diamond: 'sapphire',
  emerald: 'emerald',
  crown: 'royal',
  sevens: 'garnet',
  cards: 'royal',
  coins: 'emerald',
  ocean: 'teal',
  pearl: 'teal',
  lantern: 'garnet',
  night: 'sapphire',
  star: 'amethyst',
};

const FALLBACK_PALETTE: TPalette = {
  name: 'royal',
  deep: '#0E0B24',
  mid: '#221A52',
  glow: '#5B3FD0',
  accent: '#F5C542',
  accentLight: '#FFE9A3',
};

export function paletteAt(hash: number): TPalette {
  return PALETTES[hash % PALETTES.length] ?? FALLBACK_PALETTE;
}

/** Two in three tiles of a theme take its palette; the rest vary by the identifier's hash. */
export function pickPalette(theme: string, hash: number): TPalette {
  const preferred = ownEntry(THEME_PALETTE, theme);
  const byTheme = PALETTES.find((palette) => palette.name === preferred);
  if (byTheme && hash % 3 !== 0) return byTheme;
  return paletteAt(hash);
}
