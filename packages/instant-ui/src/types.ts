import type { TGameInfo, TRoundView, TWinLevel } from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type { TInstantHandlerMap } from '#src/events';
import type { TInstantSound } from '#src/instant-sound';

/** What the lobby put in the frame's address (see the launch contract). */
export interface TInstantLaunch {
  gameId: number;
  /** The themed title's variant key, for its own game info; null for the engine's default. */
  variant: string | null;
  /** The themed title's art key ('plinko-ruby'); null for the engine's default art. */
  artKey: string | null;
}

/** What the shell gives a game when it mounts it. */
export interface TInstantContext {
  info: TGameInfo;
  launch: TInstantLaunch;
  /** The board area: the game draws its art here. */
  stage: HTMLElement;
  /** The control-panel area for the game's round choices (disabled by the shell during rounds). */
  choices: HTMLElement;
  sound: TInstantSound;
  coin: () => TCoinType;
  /** The bet selected now (or of the round being played), in minor units. */
  betMinor: () => number;
  /** A multiple of the bet as money at the current round's bet ('CC 2.50'). */
  formatWin: (multiplierHundredths: number) => string;
  /** True under prefers-reduced-motion: animate by fading, not by moving. */
  isReducedMotion: () => boolean;
  /** True while autoplay runs: a round that waits for the player (a scratch ticket) plays itself. */
  isAutoplay: () => boolean;
  /** An animation duration scaled for turbo, reduced motion and replays of an open round. */
  durationMs: (ms: number) => number;
  /** The round's result over the stage (the game calls it from its finalWin handler). */
  presentWin: (multiplierHundredths: number, winLevel: TWinLevel) => Promise<void>;
  /** Sends the player's next action for the open round (multi-step games, e.g. a mines pick). */
  act: (action: string) => Promise<void>;
  warn: (message: string) => void;
}

/** A mounted game: its round choices, its event handlers and its part of the paytable. */
export interface TInstantGame {
  /** The player's choices, sent as the round's `params` (rows and risk, segments and risk). */
  params: () => Record<string, unknown>;
  handlers: TInstantHandlerMap;
  /** The game's tables for the current choices and bet, drawn from the game info. */
  renderPaytable: () => HTMLElement;
  /** Clears the board before a new round's events play. */
  onRoundStart?: () => void;
  /** While a round is open, what the play button does instead ('Cash out'); null to wait. */
  openRoundAction?: (round: TRoundView) => { label: string; action: string } | null;
  /** Called when the bet or coin changes (to refresh amounts drawn on the board). */
  onBetChange?: () => void;
}

export interface TInstantFrameConfig {
  engineKey: string;
  /** The play button's text ('Drop', 'Spin'). */
  playLabel: string;
  /** False for games whose rounds need the player's choices step by step. */
  hasAutoplay: boolean;
  mount: (context: TInstantContext) => TInstantGame;
}
