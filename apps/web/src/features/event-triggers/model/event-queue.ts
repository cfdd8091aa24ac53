import {
  ZEventLayoutV1,
  ZEventLayoutV2,
  ZEventTriggerEvent,
  type TEventLayout,
  type TEventTriggerEvent,
  type TEventTriggerEventsResponse,
} from '@casino/contracts';
import type { TCoinType } from '@casino/money';

/** The benefit types this client shows as popups. */
const SHOWN_TYPES = new Set(['gift', 'message', 'offer', 'personalGift', 'wheelOfFortune']);

/** An event that passed the checks, its layout read by one of the two generations. */
export interface TPopupEvent {
  event: TEventTriggerEvent;
  layout: TEventLayout;
  isPersonalGift: boolean;
}

export interface TInvalidEvent {
  userEventTriggerId: unknown;
  issues: string[];
}

/**
 * Checks one received event (engagement §5): the event itself, then its layout by the older
 * generation first and the newer one for those that failed. Answers the issues when invalid.
 */
function readEvent(raw: unknown): { popup: TEventTriggerEvent; layout: TEventLayout } | string[] {
  const event = ZEventTriggerEvent.safeParse(raw);
  if (!event.success) return event.error.issues.map((issue) => issue.path.join('.'));
  const older = ZEventLayoutV1.safeParse(event.data.benefit.layout);
  if (older.success) return { popup: event.data, layout: older.data };
  const newer = ZEventLayoutV2.safeParse(event.data.benefit.layout);
  if (newer.success) return { popup: event.data, layout: newer.data };
  return newer.error.issues.map((issue) => `benefit.layout.${issue.path.join('.')}`);
}

function idOf(raw: unknown): unknown {
  return typeof raw === 'object' && raw !== null && Object.hasOwn(raw, 'userEventTriggerId')
    ? (raw as { userEventTriggerId: unknown }).userEventTriggerId
    : null;
}

/**
 * The popup queue (engagement §4): personal gifts first, in the order received, then the
 * events heaviest first; only those of every coin or of the coin shown; invalid ones dropped
 * and handed to `onInvalid`.
 */
export function popupQueue(
  data: TEventTriggerEventsResponse['data'],
  coin: TCoinType,
  onInvalid: (invalid: TInvalidEvent) => void,
): TPopupEvent[] {
  const read = (list: unknown[], isPersonalGift: boolean) =>
    list.flatMap((raw): TPopupEvent[] => {
      const result = readEvent(raw);
      if (Array.isArray(result)) {
        onInvalid({ userEventTriggerId: idOf(raw), issues: result });
        return [];
      }
      return [{ event: result.popup, layout: result.layout, isPersonalGift }];
    });
  const coinMode = coin === 'GC' ? 'gc' : 'sc';
  const shown = (popup: TPopupEvent) =>
    SHOWN_TYPES.has(popup.event.benefit.benefitType) &&
    (popup.event.eventTrigger.extra.coinMode === 'all' ||
      popup.event.eventTrigger.extra.coinMode === coinMode);
  const events = [
    ...read(data.currentEventsByTrigger, false),
    ...read(data.otherActiveEvents, false),
  ].sort((a, b) => b.event.eventTrigger.weight - a.event.eventTrigger.weight);
  return [...read(data.personalGifts, true), ...events].filter(shown);
}
