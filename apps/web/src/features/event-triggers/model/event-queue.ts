import type {
  TEventLayout,
  TEventTriggerEvent,
  TEventTriggerEventsResponse,
} from '@casino/contracts';
import {
  ZEventLayoutV1,
  ZEventLayoutV2,
  ZEventTriggerEvent,
} from '@casino/contracts/rest/event-triggers/event-trigger';
import type { TCoinType } from '@casino/money';

/** The benefit types this client shows as popups. */
const SHOWN_TYPES = new Set([
  'gift',
  'message',
  'offer',
  'personalGift',
  'wheelOfFortune',
  'rollingOffer',
  'quest',
  'coinBackBooster',
  '2-3-offer',
]);

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
 * Reads received events: each is checked, and an invalid one is dropped and handed to
 * `onInvalid`. A personal gift is one with its userGift.
 */
export function readPopups(
  list: unknown[],
  onInvalid: (invalid: TInvalidEvent) => void,
): TPopupEvent[] {
  return list.flatMap((raw): TPopupEvent[] => {
    const result = readEvent(raw);
    if (Array.isArray(result)) {
      onInvalid({ userEventTriggerId: idOf(raw), issues: result });
      return [];
    }
    return [
      {
        event: result.popup,
        layout: result.layout,
        isPersonalGift: result.popup.userGift !== null,
      },
    ];
  });
}

/**
 * Which showing of an event a popup is: an event shows once, a rolling offer once per step
 * (decision 214), a priced wheel once to sell its spin and once more to spin it (decision 221).
 */
export function popupKey(popup: TPopupEvent): string {
  const { wheel } = popup.event.benefit;
  const unbought = wheel && !wheel.canSpin ? ':unbought' : '';
  return `${popup.event.userEventTriggerId}:${popup.event.currentStep}${unbought}`;
}

/**
 * The queue rule (engagement §4): personal gifts first, in the order received; then rolling
 * offers with a step taken in this session (`steppedRollingOffers`, userEventTriggerIds); then
 * the heaviest. Only events of every coin or of the coin shown stay, and only those shown in the
 * lobby: an offer shown only in the store has no popup (decision 216).
 */
export function orderPopups(
  popups: TPopupEvent[],
  coin: TCoinType,
  steppedRollingOffers: ReadonlySet<number>,
): TPopupEvent[] {
  const coinMode = coin === 'GC' ? 'gc' : 'sc';
  const shown = popups.filter(
    (popup) =>
      SHOWN_TYPES.has(popup.event.benefit.benefitType) &&
      popup.event.benefit.visibility.lobby &&
      (popup.event.eventTrigger.extra.coinMode === 'all' ||
        popup.event.eventTrigger.extra.coinMode === coinMode),
  );
  const isStepped = (popup: TPopupEvent) =>
    popup.event.benefit.benefitType === 'rollingOffer' &&
    steppedRollingOffers.has(popup.event.userEventTriggerId);
  const events = shown
    .filter((popup) => !popup.isPersonalGift)
    .sort(
      (a, b) =>
        Number(isStepped(b)) - Number(isStepped(a)) ||
        b.event.eventTrigger.weight - a.event.eventTrigger.weight,
    );
  return [...shown.filter((popup) => popup.isPersonalGift), ...events];
}

/** The popup queue of a read (engagement §4/§5): its valid events in the queue rule's order. */
export function popupQueue(
  data: TEventTriggerEventsResponse['data'],
  coin: TCoinType,
  onInvalid: (invalid: TInvalidEvent) => void,
  steppedRollingOffers: ReadonlySet<number> = new Set(),
): TPopupEvent[] {
  return orderPopups(
    readPopups(
      [...data.personalGifts, ...data.currentEventsByTrigger, ...data.otherActiveEvents],
      onInvalid,
    ),
    coin,
    steppedRollingOffers,
  );
}
