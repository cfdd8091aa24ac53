import type { TStudioGameEvent, TStudioGameEventOf, TStudioGameEventType } from '@casino/contracts';

/**
 * A game's total map from event type to handler: a new event type in the contracts fails the
 * type check of every instant game until the game says how it plays (or ignores) it.
 */
export type TInstantHandlerMap = {
  [K in TStudioGameEventType]: (event: TStudioGameEventOf<K>) => Promise<void>;
};

/** Handlers for the event types a game never receives: each logs a warning to the lobby. */
export function unsupportedEvents<K extends TStudioGameEventType>(
  types: readonly K[],
  warn: (message: string) => void,
): { [P in K]: (event: TStudioGameEventOf<P>) => Promise<void> } {
  return Object.fromEntries(
    types.map((type) => [type, async () => warn(`This game does not play '${type}' events`)]),
  ) as Record<K, () => Promise<void>>;
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
