/** The shell colours a themed title sets (see the --art-* variables in instant.css). */
export interface TShellTheme {
  backgroundTop: string;
  backgroundBottom: string;
  glow: string;
  board: string;
  /** The title's gradient, top to bottom. */
  title: readonly [string, string, string];
}

export function applyShellTheme(theme: TShellTheme) {
  const style = document.body.style;
  style.setProperty('--art-bg-1', theme.backgroundTop);
  style.setProperty('--art-bg-2', theme.backgroundBottom);
  style.setProperty('--art-glow', theme.glow);
  style.setProperty('--art-board', theme.board);
  style.setProperty('--art-title-1', theme.title[0]);
  style.setProperty('--art-title-2', theme.title[1]);
  style.setProperty('--art-title-3', theme.title[2]);
}

/** Mixes two #rrggbb colours: 0 gives `from`, 1 gives `to`. */
export function mixColor(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${mixed.join('')}`;
}

/** Dark or white text, whichever reads better on a #rrggbb background (WCAG relative luminance). */
export function readableTextOn(background: string): string {
  const linear = (index: number) => {
    const value = parseInt(background.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(0) + 0.7152 * linear(1) + 0.0722 * linear(2);
  return luminance > 0.22 ? '#0b0a1f' : '#ffffff';
}
