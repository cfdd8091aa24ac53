import { z } from 'zod';

/**
 * The shared vocabulary of game outcome events. Game math produces them, the round server stores
 * and answers them, and a game UI only plays them back (one handler per type). Every amount is a
 * multiple of the round's total bet in hundredths (`multiplierHundredths: 250` = 2.5 × bet), so
 * an outcome never depends on the bet and can be replayed and verified from the seeds alone.
 */

/** A board position: reel (column) index, then row index from the top. */
export const ZBoardPosition = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type TBoardPosition = z.infer<typeof ZBoardPosition>;

export const ZGameMode = z.enum(['base', 'freeSpins']);
export type TGameMode = z.infer<typeof ZGameMode>;

/** Reels stopped: `board[reel][row]` symbols, `stops[reel]` the strip index shown on the top row. */
export const ZRevealEvent = z.object({
  type: z.literal('reveal'),
  mode: ZGameMode,
  board: z.array(z.array(z.string())),
  stops: z.array(z.number().int().min(0)),
});

export const ZWinKind = z.enum(['line', 'ways', 'scatter', 'pick', 'prize']);
export const ZWin = z.object({
  kind: ZWinKind,
  symbol: z.string(),
  /** Matching symbols (or picks) that make the win. */
  count: z.number().int().min(0),
  multiplierHundredths: z.number().int().min(0),
  positions: z.array(ZBoardPosition),
  /** Payline index for line wins. */
  lineIndex: z.number().int().min(0).optional(),
  /** Number of ways for ways wins. */
  ways: z.number().int().min(1).optional(),
});
export type TWin = z.infer<typeof ZWin>;

/** The wins of the step just revealed, already including any step multiplier. */
export const ZWinInfoEvent = z.object({
  type: z.literal('winInfo'),
  wins: z.array(ZWin),
  /** Applied to every win of this step (free-spin multiplier); 1 otherwise. */
  appliedMultiplier: z.number().int().min(1),
  multiplierHundredths: z.number().int().min(0),
});

export const ZFreeSpinTriggerEvent = z.object({
  type: z.literal('freeSpinTrigger'),
  spinsAwarded: z.number().int().min(1),
  positions: z.array(ZBoardPosition),
  /** Multiplier applied to every free-spin win. */
  winMultiplier: z.number().int().min(1),
});

export const ZFreeSpinRetriggerEvent = z.object({
  type: z.literal('freeSpinRetrigger'),
  spinsAwarded: z.number().int().min(1),
  spinsTotal: z.number().int().min(1),
  positions: z.array(ZBoardPosition),
});

/** A free spin starts: `spinIndex` counts from 1 up to `spinsTotal`. */
export const ZUpdateFreeSpinEvent = z.object({
  type: z.literal('updateFreeSpin'),
  spinIndex: z.number().int().min(1),
  spinsTotal: z.number().int().min(1),
});

export const ZFreeSpinEndEvent = z.object({
  type: z.literal('freeSpinEnd'),
  spinsPlayed: z.number().int().min(1),
  multiplierHundredths: z.number().int().min(0),
});

/** The round's running total win so far. */
export const ZSetTotalWinEvent = z.object({
  type: z.literal('setTotalWin'),
  multiplierHundredths: z.number().int().min(0),
});

/** A pick on a board of hidden tiles (mines, pick-and-win): what the tile held. */
export const ZPickEvent = z.object({
  type: z.literal('pick'),
  index: z.number().int().min(0),
  result: z.string(),
  multiplierHundredths: z.number().int().min(0),
});

/** The round needs a player action (continue, pick, cash out) before it can go on. */
export const ZAwaitActionEvent = z.object({
  type: z.literal('awaitAction'),
  actions: z.array(z.string()).min(1),
});

export const ZWinLevel = z.enum(['none', 'win', 'big', 'mega', 'epic']);
export type TWinLevel = z.infer<typeof ZWinLevel>;

/** The round is over: its total win, the celebration tier and whether the max-win cap cut it. */
export const ZFinalWinEvent = z.object({
  type: z.literal('finalWin'),
  multiplierHundredths: z.number().int().min(0),
  winLevel: ZWinLevel,
  isCapped: z.boolean(),
});

export const ZGameEvent = z.discriminatedUnion('type', [
  ZRevealEvent,
  ZWinInfoEvent,
  ZFreeSpinTriggerEvent,
  ZFreeSpinRetriggerEvent,
  ZUpdateFreeSpinEvent,
  ZFreeSpinEndEvent,
  ZSetTotalWinEvent,
  ZPickEvent,
  ZAwaitActionEvent,
  ZFinalWinEvent,
]);
export type TGameEvent = z.infer<typeof ZGameEvent>;
export type TGameEventType = TGameEvent['type'];
export type TGameEventOf<K extends TGameEventType> = Extract<TGameEvent, { type: K }>;
export const GAME_EVENT_TYPES = ZGameEvent.options.map((option) => option.shape.type.value);
