import { z } from 'zod';
import { ZBoardPosition, ZGameEvent } from '#src/games/game-event';

/**
 * Outcome events of the studio's non-reel games (plinko, mines, wheel, scratch) and of the
 * hold-and-win and cascade slots, beside the shared vocabulary in game-event.ts. Like those,
 * every amount is a multiple of the bet in hundredths, so an outcome never depends on the bet.
 */

/** One plinko ball: a left/right bounce per row, landing in bucket = number of right bounces. */
export const ZBallDropEvent = z.object({
  type: z.literal('ballDrop'),
  rows: z.number().int().min(8).max(16),
  risk: z.enum(['low', 'medium', 'high']),
  path: z.array(z.enum(['L', 'R'])),
  bucket: z.number().int().min(0),
  multiplierHundredths: z.number().int().min(0),
});

/** The wheel stops with `segmentIndex` (0-based, clockwise from the pointer) under the pointer. */
export const ZWheelSpinEvent = z.object({
  type: z.literal('wheelSpin'),
  segments: z.number().int().min(1),
  risk: z.enum(['low', 'medium', 'high']),
  segmentIndex: z.number().int().min(0),
  multiplierHundredths: z.number().int().min(0),
});

/** A mines round opened: the mine count and the multiplier the first safe pick would pay. */
export const ZMinesStartEvent = z.object({
  type: z.literal('minesStart'),
  mineCount: z.number().int().min(1).max(24),
  cellCount: z.number().int().min(2),
  nextMultiplierHundredths: z.number().int().min(0),
});

/** A mines cell was opened (cells are numbered row by row from 0). */
export const ZCellRevealedEvent = z.object({
  type: z.literal('cellRevealed'),
  cell: z.number().int().min(0),
  isMine: z.boolean(),
  safePicks: z.number().int().min(0),
  /** What cashing out now pays (0 after a mine). */
  multiplierHundredths: z.number().int().min(0),
  /** What the next safe pick would pay; null when no further pick is allowed. */
  nextMultiplierHundredths: z.number().int().min(0).nullable(),
});

/** The player banked the current multiplier (or the field ran out of allowed picks). */
export const ZCashOutEvent = z.object({
  type: z.literal('cashOut'),
  safePicks: z.number().int().min(1),
  multiplierHundredths: z.number().int().min(0),
  isAutomatic: z.boolean(),
});

/** The end of a mines round shows the whole field. */
export const ZMinefieldRevealedEvent = z.object({
  type: z.literal('minefieldRevealed'),
  mineCells: z.array(z.number().int().min(0)),
});

/** A scratch ticket as printed at purchase: 9 symbols row by row and the prize they hide. */
export const ZScratchTicketEvent = z.object({
  type: z.literal('scratchTicket'),
  symbols: z.array(z.string()),
  /** The symbol shown three times on a winning ticket; null on a losing one. */
  prizeSymbol: z.string().nullable(),
  winningCells: z.array(z.number().int().min(0)),
  multiplierHundredths: z.number().int().min(0),
});

export const ZJackpotName = z.enum(['mini', 'minor', 'major', 'grand']);
export type TJackpotName = z.infer<typeof ZJackpotName>;

/** A hold-and-win coin: a cash value (multiple of the bet) or a fixed jackpot. */
export const ZCoin = z.object({
  position: ZBoardPosition,
  multiplierHundredths: z.number().int().min(0),
  jackpot: ZJackpotName.nullable(),
});
export type TCoin = z.infer<typeof ZCoin>;

/** Enough coins landed: they lock and the respins begin. */
export const ZHoldAndWinStartEvent = z.object({
  type: z.literal('holdAndWinStart'),
  coins: z.array(ZCoin),
  respinsLeft: z.number().int().min(0),
});

/** One respin: the coins that landed (maybe none) and the respins left after it. */
export const ZRespinEvent = z.object({
  type: z.literal('respin'),
  newCoins: z.array(ZCoin),
  respinsLeft: z.number().int().min(0),
  coinsHeld: z.number().int().min(0),
});

/** Respins over: every coin collected, plus the grand jackpot when the board is full. */
export const ZHoldAndWinEndEvent = z.object({
  type: z.literal('holdAndWinEnd'),
  coinsHeld: z.number().int().min(0),
  isBoardFull: z.boolean(),
  jackpots: z.array(ZJackpotName),
  multiplierHundredths: z.number().int().min(0),
});

/** Winning symbols vanish, the rest fall and new ones drop in: the board after the tumble. */
export const ZCascadeEvent = z.object({
  type: z.literal('cascade'),
  cascadeIndex: z.number().int().min(1),
  removed: z.array(ZBoardPosition),
  board: z.array(z.array(z.string())),
  /** The win multiplier the next evaluation of this round applies. */
  nextWinMultiplier: z.number().int().min(1),
});

export const ZStudioGameEvent = z.discriminatedUnion('type', [
  ...ZGameEvent.options,
  ZBallDropEvent,
  ZWheelSpinEvent,
  ZMinesStartEvent,
  ZCellRevealedEvent,
  ZCashOutEvent,
  ZMinefieldRevealedEvent,
  ZScratchTicketEvent,
  ZHoldAndWinStartEvent,
  ZRespinEvent,
  ZHoldAndWinEndEvent,
  ZCascadeEvent,
]);
export type TStudioGameEvent = z.infer<typeof ZStudioGameEvent>;
export type TStudioGameEventType = TStudioGameEvent['type'];
export type TStudioGameEventOf<K extends TStudioGameEventType> = Extract<
  TStudioGameEvent,
  { type: K }
>;
