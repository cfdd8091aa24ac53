/**
 * @casino/instant-ui — the shared shell of the studio's non-reel ("instant") game frames:
 * plinko, wheel, mines, scratch.
 *
 * A game frame calls `startInstantFrame({ engineKey, playLabel, hasAutoplay, mount })`. The shell
 * reads the launch parameters (gameId, coin, name, token, variant, art), wires the frame-sdk
 * guest to the lobby, loads the title's game info (`GET /api/rgs/games/<engine>?variant=`) and
 * the wallet, and draws the layout: title, coin, balance, mute, rules and paytable panel (shown
 * before the first bet), bet selector from the game info's bet levels, play button, autoplay
 * and turbo, the win overlay and the message area. It resumes an open round on load.
 *
 * `mount(context)` draws the game into `context.stage`, puts its round choices (use
 * `segmentedControl`, `rangeControl`) into `context.choices`, and returns a `TInstantGame`:
 * `params()` (sent with the bet), its `handlers` completed by `gameHandlers(own, context.warn)`
 * (types the game never receives warn; call `context.presentWin` from `finalWin`), `renderPaytable()` drawn from the same game info, and for multi-step games
 * `openRoundAction` plus `context.act(action)` to continue the open round.
 *
 * Styles: import '@casino/instant-ui/instant.css'; theme per title with `applyShellTheme` (or
 * CSS under `body[data-art='…']`).
 * Animations take `context.durationMs(ms)` (turbo and replays) and honour
 * `context.isReducedMotion()`. The frame never computes an outcome: it plays the events.
 */
export { startInstantFrame } from '#src/instant-frame';
export { segmentedControl, rangeControl, type TChoiceOption } from '#src/controls';
export { gameHandlers, playInstantEvents, type TInstantHandlerMap } from '#src/events';
export { createInstantSound, type TInstantSound } from '#src/instant-sound';
export { formatMultiplier } from '#src/win-presenter';
export { animate, svgElement } from '#src/motion';
export { applyShellTheme, mixColor, readableTextOn, type TShellTheme } from '#src/theme';
export type {
  TInstantContext,
  TInstantFrameConfig,
  TInstantGame,
  TInstantLaunch,
} from '#src/types';
