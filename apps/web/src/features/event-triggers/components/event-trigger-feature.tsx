import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLoginToLobby } from '#src/features/event-triggers/api/after-login-to-lobby';
import { getEventTriggerEvents } from '#src/features/event-triggers/api/get-event-trigger-events';
import { startEventTimer } from '#src/features/event-triggers/api/start-event-timer';
import {
  EventPopup,
  POPUP_FOLD_MS,
  type TEventPopupActions,
} from '#src/features/event-triggers/components/event-popup';
import {
  orderPopups,
  popupKey,
  popupQueue,
  readPopups,
  type TInvalidEvent,
  type TPopupEvent,
} from '#src/features/event-triggers/model/event-queue';
import { trackEvent } from '#src/lib/analytics';
import { useFlag } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useEventTriggerLive } from '#src/stores/event-trigger-live';
import {
  useFeatureManagerRegistry,
  useManagedFeature,
  type TManagedFeature,
} from '#src/stores/feature-manager';
import { showInPortal, usePortal } from '#src/stores/portal';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Resolves once the portal is empty: a popup's button may have opened a dialog there (a quest's). */
function portalFree(): Promise<void> {
  if (usePortal.getState().content === null) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = usePortal.subscribe((state) => {
      if (state.content !== null) return;
      unsubscribe();
      resolve();
    });
  });
}

function reportInvalid(invalid: TInvalidEvent): void {
  console.error('Invalid event-trigger data dropped', invalid);
  trackEvent('invalid_schema_data', {
    source: 'event_trigger',
    userEventTriggerId: String(invalid.userEventTriggerId),
    issues: invalid.issues.join(','),
  });
}

/** The queue rule for the coin shown and the rolling offers stepped in this session. */
function ordered(popups: TPopupEvent[]): TPopupEvent[] {
  return orderPopups(
    popups,
    useCoinType.getState().coinType,
    new Set(useEventTriggerLive.getState().steppedRollingOffers),
  );
}

/**
 * The event-trigger popups as a feature of the feature manager (engagement §4, decisions 119,
 * 145): after a log-in the AFTER_LOGIN events are started (by the client when
 * client_side_event_start is on, else by the server on arrival in the lobby) and read; READY
 * with a valid popup for the coin shown. Showing opens them one at a time: an event that cannot
 * display yet has its timer started first (on failure the next is tried); each leaves the queue
 * once shown. Invalid events are dropped and reported as invalid schema data.
 *
 * Real time (decision 213): pushed events not already present are queued and shown without a
 * read; an event-started message's delayed read starts the AFTER_LOGIN triggers again; rolling
 * offers with a step taken in this session come first, and show once per step.
 */
export function EventTriggerFeature({ actions }: { actions: TEventPopupActions }) {
  const { t } = useTranslation();
  const isEnabled = useFlag('liveops') === true;
  const isClientStart = useFlag('client_side_event_start') === true;
  /** Engagement §4: a booster only while coin_back_booster_feat is on (no coin-back tutorial runs). */
  const isBoosterOn = useFlag('coin_back_booster_feat') === true;
  const queue = useRef<TPopupEvent[]>([]);
  const shown = useRef<{ loggedInAt: number | null; keys: Set<string> }>({
    loggedInAt: null,
    keys: new Set(),
  });
  /** Pushed events waiting for the feature manager's read. */
  const pushed = useRef<TPopupEvent[]>([]);

  useEffect(() => {
    if (!isEnabled) return;
    const take = () => {
      const received = useEventTriggerLive.getState().takeReceived();
      if (received.length === 0) return;
      const present = new Set(
        [...queue.current, ...pushed.current].map((popup) => popup.event.userEventTriggerId),
      );
      const fresh = readPopups(received, reportInvalid).filter(
        (popup) =>
          !present.has(popup.event.userEventTriggerId) && !shown.current.keys.has(popupKey(popup)),
      );
      if (fresh.length === 0) return;
      pushed.current = [...pushed.current, ...fresh];
      useFeatureManagerRegistry.getState().requestFetch('EVENT_TRIGGER');
    };
    take();
    return useEventTriggerLive.subscribe((state, previous) => {
      if (state.received !== previous.received) take();
    });
  }, [isEnabled]);

  const feature = useMemo<TManagedFeature>(() => {
    async function showOne(popup: TPopupEvent): Promise<void> {
      let event = popup.event;
      if (!event.canDisplay) {
        try {
          const expiredAt = await startEventTimer(
            event.eventTrigger.eventTriggerId,
            event.userEventTriggerId,
          );
          event = { ...event, canDisplay: true, expiredAt };
        } catch (error) {
          console.warn('Event timer not started; the next popup is tried', error);
          return;
        }
      }
      await showInPortal(
        <EventPopup
          popup={{ ...popup, event }}
          actions={actions}
          onClose={() => usePortal.getState().closePortal(true)}
        />,
        {
          label: t(
            `eventTriggers.labels.${popup.isPersonalGift ? 'personalGift' : benefitLabel(event)}`,
          ),
          isPersistent: true,
          contentClassName: 'event-popup-portal',
        },
      );
    }

    return {
      type: 'EVENT_TRIGGER',
      fetch: async (fetchType) => {
        if (!isEnabled) return 'OFF';
        const { loggedInAt } = useAuthStatus.getState();
        const isNewLogin = shown.current.loggedInAt !== loggedInAt;
        if (isNewLogin) shown.current = { loggedInAt, keys: new Set() };
        const isStartRequested = useEventTriggerLive.getState().takeStartRequest();
        const received = pushed.current;
        pushed.current = [];
        const isUnshown = (popup: TPopupEvent) =>
          !shown.current.keys.has(popupKey(popup)) &&
          (isBoosterOn || popup.event.benefit.benefitType !== 'coinBackBooster');
        // Pushed events need no read: they are queued as they came.
        if (fetchType === 'manual' && received.length > 0 && !isStartRequested) {
          queue.current = ordered([...queue.current, ...received]).filter(isUnshown);
          return queue.current.length > 0 ? 'READY' : 'OFF';
        }
        if (!isClientStart && ((isNewLogin && fetchType === 'initial') || isStartRequested)) {
          await afterLoginToLobby();
        }
        const read = popupQueue(
          await getEventTriggerEvents(isClientStart),
          useCoinType.getState().coinType,
          reportInvalid,
        );
        const readIds = new Set(read.map((popup) => popup.event.userEventTriggerId));
        queue.current = ordered([
          ...read,
          ...received.filter((popup) => !readIds.has(popup.event.userEventTriggerId)),
        ]).filter(isUnshown);
        return queue.current.length > 0 ? 'READY' : 'OFF';
      },
      show: async () => {
        const popups = queue.current;
        queue.current = [];
        let isFirst = true;
        for (const popup of popups) {
          // A restart may have shown it meanwhile.
          if (shown.current.keys.has(popupKey(popup))) continue;
          if (!isFirst) {
            await portalFree();
            await wait(POPUP_FOLD_MS);
          }
          isFirst = false;
          shown.current.keys.add(popupKey(popup));
          await showOne(popup);
        }
      },
    };
  }, [actions, isBoosterOn, isClientStart, isEnabled, t]);
  useManagedFeature(feature);
  return null;
}

function benefitLabel(
  event: TPopupEvent['event'],
):
  | 'gift'
  | 'message'
  | 'offer'
  | 'wheelOfFortune'
  | 'rollingOffer'
  | 'quest'
  | 'coinBackBooster'
  | '2-3-offer' {
  const type = event.benefit.benefitType;
  return type === 'message' ||
    type === 'offer' ||
    type === 'wheelOfFortune' ||
    type === 'rollingOffer' ||
    type === 'quest' ||
    type === 'coinBackBooster' ||
    type === '2-3-offer'
    ? type
    : 'gift';
}
