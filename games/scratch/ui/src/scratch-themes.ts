import { applyShellTheme, type TShellTheme } from '@casino/instant-ui';

/**
 * The look of each themed SCRATCHCROWN title, by the launch `art` key: the card's colours, the
 * foil the player scratches (drawn on canvas) and the prize table whose symbols it prints.
 */
export interface TScratchTheme {
  artKey: string;
  /** The title's prize table: the prefix of its game info rows ("crown:ruby"); a test holds it. */
  table: string;
  shell: TShellTheme;
  colors: {
    cardTop: string;
    cardBottom: string;
    cardTrim: string;
    panel: string;
    /** Text printed on the card (not on the panels). */
    ink: string;
  };
  /** Foil gradient stops, light to dark, and the colour of its printed emblems. */
  foil: readonly string[];
  foilInk: string;
  /** The emblem printed on the foil, an SVG path in a 100×100 box. */
  emblem: string;
}

const CROWN_PATH = 'M14 74 L9 30 L32 50 L50 16 L68 50 L91 30 L86 74 Z';
const STAR_PATH = 'M50 8 L62 38 L94 40 L69 60 L78 92 L50 74 L22 92 L31 60 L6 40 L38 38 Z';
const CHERRY_PATH =
  'M30 58 A16 16 0 1 0 30.1 58 Z M66 56 A16 16 0 1 0 66.1 56 Z M34 44 Q44 20 66 10 Q62 30 64 42';
const SKULL_PATH =
  'M26 44 Q26 14 50 14 Q74 14 74 44 Q74 56 66 60 V72 H34 V60 Q26 56 26 44 Z M14 86 L86 80 M14 80 L86 86';
const CLOVER_PATH =
  'M50 48 C36 42 28 22 40 16 C46 13 50 18 50 22 C50 18 54 13 60 16 C72 22 64 42 50 48 Z M52 50 C58 36 78 28 84 40 C87 46 82 50 78 50 C82 50 87 54 84 60 C78 72 58 64 52 50 Z M50 52 C64 58 72 78 60 84 C54 87 50 82 50 78 C50 82 46 87 40 84 C28 78 36 58 50 52 Z M48 50 C42 64 22 72 16 60 C13 54 18 50 22 50 C18 50 13 46 16 40 C22 28 42 36 48 50 Z';

export const SCRATCH_THEMES: readonly TScratchTheme[] = [
  {
    artKey: 'scratch-crown',
    table: 'crown',
    shell: {
      backgroundTop: '#2a1d66',
      backgroundBottom: '#0e0b24',
      glow: 'color-mix(in srgb, #f5c542 18%, transparent)',
      board: 'rgb(8 6 24 / 55%)',
      title: ['#fff6c8', '#f5c542', '#b7791f'],
    },
    colors: {
      cardTop: '#3b2a8c',
      cardBottom: '#1b1446',
      cardTrim: '#f5c542',
      panel: '#fff8e6',
      ink: '#fff6c8',
    },
    foil: ['#fff3b0', '#e8b93a', '#b7791f', '#f5d77a'],
    foilInk: 'rgba(90, 51, 0, 0.28)',
    emblem: CROWN_PATH,
  },
  {
    artKey: 'scratch-fruit',
    table: 'fruit',
    shell: {
      backgroundTop: '#6b0f1a',
      backgroundBottom: '#1a0408',
      glow: 'color-mix(in srgb, #ffd23f 18%, transparent)',
      board: 'rgb(8 6 24 / 55%)',
      title: ['#fff3c4', '#ffd23f', '#e0142f'],
    },
    colors: {
      cardTop: '#d7263d',
      cardBottom: '#7a0c1c',
      cardTrim: '#ffd23f',
      panel: '#fffaf0',
      ink: '#fff3c4',
    },
    foil: ['#f4f6fb', '#c3c9d6', '#8a93a6', '#dde2ec'],
    foilInk: 'rgba(60, 64, 80, 0.25)',
    emblem: CHERRY_PATH,
  },
  {
    artKey: 'scratch-cosmic',
    table: 'cosmic',
    shell: {
      backgroundTop: '#1d1060',
      backgroundBottom: '#03020d',
      glow: 'color-mix(in srgb, #7fe3ff 18%, transparent)',
      board: 'rgb(8 6 24 / 55%)',
      title: ['#e2fbff', '#7fe3ff', '#b38cff'],
    },
    colors: {
      cardTop: '#2b1a7a',
      cardBottom: '#0b0830',
      cardTrim: '#7fe3ff',
      panel: '#0f0b33',
      ink: '#e6f7ff',
    },
    foil: ['#7fe3ff', '#b38cff', '#ff6ad5', '#8ff0ff'],
    foilInk: 'rgba(255, 255, 255, 0.35)',
    emblem: STAR_PATH,
  },
  {
    artKey: 'scratch-pirate',
    table: 'pirate',
    shell: {
      backgroundTop: '#3d2612',
      backgroundBottom: '#120a04',
      glow: 'color-mix(in srgb, #5a3412 18%, transparent)',
      board: 'rgb(8 6 24 / 55%)',
      title: ['#fff4d6', '#e9b872', '#8a5300'],
    },
    colors: {
      cardTop: '#e9d3a1',
      cardBottom: '#b88c4a',
      cardTrim: '#5a3412',
      panel: '#fff4d6',
      ink: '#3d2108',
    },
    foil: ['#d9a066', '#a8642a', '#6b3410', '#c98a4a'],
    foilInk: 'rgba(40, 18, 4, 0.3)',
    emblem: SKULL_PATH,
  },
  {
    artKey: 'scratch-clover',
    table: 'lucky',
    shell: {
      backgroundTop: '#0f4a2c',
      backgroundBottom: '#03140b',
      glow: 'color-mix(in srgb, #f5c542 18%, transparent)',
      board: 'rgb(8 6 24 / 55%)',
      title: ['#f0fff4', '#84cc16', '#f5c542'],
    },
    colors: {
      cardTop: '#1f8a4c',
      cardBottom: '#0b3d22',
      cardTrim: '#f5c542',
      panel: '#f4fff7',
      ink: '#f0fff4',
    },
    foil: ['#d9f99d', '#84cc16', '#3f6212', '#bef264'],
    foilInk: 'rgba(20, 60, 10, 0.3)',
    emblem: CLOVER_PATH,
  },
];

/** The title's theme; SCRATCHCROWN's own look without (or with an unknown) art key. */
export function scratchTheme(artKey: string | null): TScratchTheme {
  return SCRATCH_THEMES.find((theme) => theme.artKey === artKey) ?? SCRATCH_THEMES[0]!;
}

export function applyScratchTheme(theme: TScratchTheme): void {
  applyShellTheme(theme.shell);
  const { colors } = theme;
  const style = document.body.style;
  style.setProperty('--card-top', colors.cardTop);
  style.setProperty('--card-bottom', colors.cardBottom);
  style.setProperty('--card-trim', colors.cardTrim);
  style.setProperty('--panel-paper', colors.panel);
  style.setProperty('--card-ink', colors.ink);
  document.body.dataset.art = theme.artKey;
}
