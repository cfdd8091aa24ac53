import type { TSymbolArt } from '#src/reels';
import { createJackpotBar } from '#src/hold-board';
import { createMultiplierMeter } from '#src/multiplier-meter';

/** A title's look: its symbol art and names. */
export interface TSlotTheme {
  art: TSymbolArt;
  symbolNames: Readonly<Record<string, string>>;
  /** The title's table among the engine's "<table>:<symbol>" pay rows, if it has one. */
  paytableKey?: string;
  /** A backdrop drawn behind the cabinet (SVG markup). */
  scene?: string;
}

export interface TSlotFrameConfig extends TSlotTheme {
  engineKey: string;
  /** Themed titles by the launch URL's `art` key; the config's own art for any other. */
  themes?: Readonly<Record<string, TSlotTheme>>;
  /**
   * The game's feature: free spins (the default), hold-and-win respins on locked coins (the
   * theme's `coin` art), or cascades with a rising multiplier along `multiplierLadder`.
   */
  mechanic?: 'freeSpins' | 'holdAndWin' | 'cascade';
  /** The cascade multipliers as the game's rules state them (display only). */
  multiplierLadder?: readonly number[];
}

/** What the autoplay's feature stop calls each mechanic's feature (null: it has none). */
export const FEATURE_NAMES = { freeSpins: 'free spins', holdAndWin: 'the respins', cascade: null };

/**
 * The title's look by the launch URL's `art` key (the config's own for any other key), marked on
 * the page: `data-mechanic` and `data-theme` for the stylesheets, and the theme's backdrop.
 */
export function applyTitleLook(config: TSlotFrameConfig, artKey: string | null): TSlotTheme {
  const theme = (artKey ? config.themes?.[artKey] : undefined) ?? config;
  document.body.dataset.mechanic = config.mechanic ?? 'freeSpins';
  if (artKey && theme !== config) document.body.dataset.theme = artKey;
  if (theme.scene) {
    document.body.style.setProperty(
      '--scene',
      `url("data:image/svg+xml,${encodeURIComponent(theme.scene)}")`,
    );
  }
  return theme;
}

/**
 * The displays above the reels: the jackpot bar (shown when the game has jackpots), and the
 * multiplier meter on cascades.
 */
export function createFeatureDisplays(featureBar: HTMLElement, config: TSlotFrameConfig) {
  const jackpotBar = createJackpotBar();
  const multiplier =
    config.mechanic === 'cascade' ? createMultiplierMeter(config.multiplierLadder ?? [1]) : null;
  featureBar.append(jackpotBar.bar, ...(multiplier ? [multiplier.meter] : []));
  return { jackpotBar, multiplier };
}
