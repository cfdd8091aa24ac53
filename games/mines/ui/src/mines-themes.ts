import { applyShellTheme, type TShellTheme } from '@casino/instant-ui';
import {
  asteroid,
  crownJewel,
  crownShape,
  cursedSkull,
  emerald,
  eyeShape,
  facetShape,
  goldenIdol,
  installSprite,
  pearl,
  powderKeg,
  seaUrchin,
  shellShape,
  spikedTrap,
  starCrystal,
  starShape,
  tileEmblem,
  type TArtPiece,
} from '#src/art';

/** A CROWNMINER title's look (by the catalogue's artKey) and the field it opens with. */
export interface TMinesTheme {
  artKey: string;
  /** The mine count the title opens with (its variant's defaultMineCount; a test holds them equal). */
  openingMineCount: number;
  shell: TShellTheme;
  tile: { top: string; bottom: string; edge: string };
  safeGlow: string;
  /** What a safe tile holds and what a mine is, for screen readers and the status line. */
  safeName: string;
  mineName: string;
  art: { tile: TArtPiece; safe: TArtPiece; mine: TArtPiece };
}

export const MINES_THEMES: readonly TMinesTheme[] = [
  {
    artKey: 'mines-crown',
    openingMineCount: 3,
    shell: {
      backgroundTop: '#2a1d66',
      backgroundBottom: '#0e0b24',
      glow: 'rgb(255 93 134 / 16%)',
      board: 'linear-gradient(180deg, #1b1446, #120d33)',
      title: ['#fff6c8', '#f5c542', '#b7791f'],
    },
    tile: { top: '#43328f', bottom: '#2a1f62', edge: '#f5c542' },
    safeGlow: '#ff5d86',
    safeName: 'crown jewel',
    mineName: 'powder keg',
    art: {
      tile: tileEmblem('tile-crown', '#f5c542', crownShape),
      safe: crownJewel,
      mine: powderKeg,
    },
  },
  {
    artKey: 'mines-emerald',
    openingMineCount: 5,
    shell: {
      backgroundTop: '#0f3b2c',
      backgroundBottom: '#03120d',
      glow: 'rgb(46 212 122 / 16%)',
      board: 'linear-gradient(180deg, #0b2a20, #061a13)',
      title: ['#e6ffef', '#5be39a', '#1f8a4c'],
    },
    tile: { top: '#3b4a44', bottom: '#1f2925', edge: '#5be39a' },
    safeGlow: '#2ed47a',
    safeName: 'emerald',
    mineName: 'spike trap',
    art: {
      tile: tileEmblem('tile-emerald', '#5be39a', facetShape),
      safe: emerald,
      mine: spikedTrap,
    },
  },
  {
    artKey: 'mines-pearls',
    openingMineCount: 1,
    shell: {
      backgroundTop: '#0b4a6b',
      backgroundBottom: '#021526',
      glow: 'rgb(155 231 255 / 16%)',
      board: 'linear-gradient(180deg, #06324d, #03203a)',
      title: ['#ffffff', '#bfefff', '#4fa8c9'],
    },
    tile: { top: '#1c7fa0', bottom: '#0d4f6e', edge: '#9be7ff' },
    safeGlow: '#e9e4ff',
    safeName: 'pearl',
    mineName: 'sea urchin',
    art: { tile: tileEmblem('tile-pearl', '#d7f6ff', shellShape), safe: pearl, mine: seaUrchin },
  },
  {
    artKey: 'mines-space',
    openingMineCount: 8,
    shell: {
      backgroundTop: '#1d1060',
      backgroundBottom: '#03020d',
      glow: 'rgb(79 216 255 / 14%)',
      board: 'linear-gradient(180deg, #120a3d, #07051f)',
      title: ['#e2fbff', '#7fe3ff', '#8a5cff'],
    },
    tile: { top: '#3a3f63', bottom: '#1b1e36', edge: '#7fe3ff' },
    safeGlow: '#4fd8ff',
    safeName: 'star crystal',
    mineName: 'burning asteroid',
    art: {
      tile: tileEmblem('tile-space', '#7fe3ff', starShape),
      safe: starCrystal,
      mine: asteroid,
    },
  },
  {
    artKey: 'mines-tomb',
    openingMineCount: 12,
    shell: {
      backgroundTop: '#4a2f12',
      backgroundBottom: '#140b03',
      glow: 'rgb(255 194 58 / 14%)',
      board: 'linear-gradient(180deg, #2e1d0b, #1c1106)',
      title: ['#fff4b8', '#f2b61f', '#8a5300'],
    },
    tile: { top: '#b08a52', bottom: '#7a5a2c', edge: '#ffd36b' },
    safeGlow: '#ffc23a',
    safeName: 'golden idol',
    mineName: 'cursed skull',
    art: {
      tile: tileEmblem('tile-tomb', '#3a2406', eyeShape),
      safe: goldenIdol,
      mine: cursedSkull,
    },
  },
];

/** The title's theme; CROWNMINER's own look without (or with an unknown) art key. */
export function minesTheme(artKey: string | null): TMinesTheme {
  return MINES_THEMES.find((theme) => theme.artKey === artKey) ?? MINES_THEMES[0]!;
}

/** Colours the shell and the tiles, and adds the title's art sprite to the page. */
export function applyMinesTheme(theme: TMinesTheme): void {
  applyShellTheme(theme.shell);
  const style = document.body.style;
  style.setProperty('--tile-top', theme.tile.top);
  style.setProperty('--tile-bottom', theme.tile.bottom);
  style.setProperty('--tile-edge', theme.tile.edge);
  style.setProperty('--safe-glow', theme.safeGlow);
  document.body.dataset.art = theme.artKey;
  installSprite(theme.art);
}
