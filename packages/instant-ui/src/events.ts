import type { TStudioGameEvent, TStudioGameEventOf, TStudioGameEventType } from '@casino/contracts';

type THandler<K extends TStudioGameEventType> = (event: TStudioGameEventOf<K>) => Promise<void>;

/** The shell's total map from event type to handler (see `gameHandlers`). */
export type TInstantHandlerMap = { [K in TStudioGameEventType]: THandler<K> };

/**
 * Every studio event type, once: a new event type in the contracts fails the type check here
 * until it is listed, and games that do not play it then warn instead of failing silently.
 */
const EVENT_TYPES: Readonly<Record<TStudioGameEventType, true>> = {
  reveal: true,
  winInfo: true,
  freeSpinTrigger: true,
  freeSpinRetrigger: true,
  updateFreeSpin: true,
  freeSpinEnd: true,
  setTotalWin: true,
  pick: true,
  awaitAction: true,
  finalWin: true,
  ballDrop: true,
  wheelSpin: true,
  minesStart: true,
  cellRevealed: true,
  cashOut: true,
  minefieldRevealed: true,
  scratchTicket: true,
  holdAndWinStart: true,
  respin: true,
  holdAndWinEnd: true,
  cascade: true,
};

/**
 * A game's handlers completed for the shell: every event type the game does not play logs a
 * warning to the lobby (the round server never sends it to this game).
 */
export function gameHandlers(
  own: { [K in TStudioGameEventType]?: THandler<K> },
  warn: (message: string) => void,
): TInstantHandlerMap {
  const unsupported = Object.fromEntries(
    Object.keys(EVENT_TYPES).map((type) => [
      type,
      async () => warn(`This game does not play '${type}' events`),
    ]),
  ) as unknown as TInstantHandlerMap;
  return { ...unsupported, ...own };
}

/** Plays a step's events in order, each to its end. */
export async function playInstantEvents(
  events: readonly TStudioGameEvent[],
  handlers: TInstantHandlerMap,
): Promise<void> {
  for (const event of events) {
    const handler = handlers[event.type] as (event: TStudioGameEvent) => Promise<void>;
    await handler(event);
  }
}
