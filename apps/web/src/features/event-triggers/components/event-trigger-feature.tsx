import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLoginToLobby } from '#src/features/event-triggers/api/after-login-to-lobby';
import { getEventTriggerEvents } from '#src/features/event-triggers/api/get-event-trigger-events';
import { startEventTimer } from '#src/features/event-triggers/api/start-event-timer';
import {
  EventPopup,
  POPUP_FOLD_MS,
  type TEventPopupActions,
} from '#src/features/event-triggers/components/event-popup';
import { popupQueue, type TPopupEvent } from '#src/features/event-triggers/model/event-queue';
import { trackEvent } from '#src/lib/analytics';
import { useFlag } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useManagedFeature, type TManagedFeature } from '#src/stores/feature-manager';
import { showInPortal, usePortal } from '#src/stores/portal';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The event-trigger popups as a feature of the feature manager (engagement §4, decisions 119,
 * 145): after a log-in the AFTER_LOGIN events are started (by the client when
 * client_side_event_start is on, else by the server on arrival in the lobby) and read; READY
 * with a valid popup for the coin shown. Showing opens them one at a time: an event that cannot
 * display yet has its timer started first (on failure the next is tried); each leaves the queue
 * once shown. Invalid events are dropped and reported as invalid schema data.
 */
export function EventTriggerFeature({ actions }: { actions: TEventPopupActions }) {
  const { t } = useTranslation();
  const isEnabled = useFlag('liveops') === true;
  const isClientStart = useFlag('client_side_event_start') === true;
  const queue = useRef<TPopupEvent[]>([]);
  const shown = useRef<{ loggedInAt: number | null; ids: Set<number> }>({
    loggedInAt: null,
    ids: new Set(),
  });

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
        if (shown.current.loggedInAt !== loggedInAt) {
          shown.current = { loggedInAt, ids: new Set() };
          if (!isClientStart && fetchType === 'initial') await afterLoginToLobby();
        }
        const data = await getEventTriggerEvents(isClientStart);
        queue.current = popupQueue(data, useCoinType.getState().coinType, (invalid) => {
          console.error('Invalid event-trigger data dropped', invalid);
          trackEvent('invalid_schema_data', {
            source: 'event_trigger',
            userEventTriggerId: String(invalid.userEventTriggerId),
            issues: invalid.issues.join(','),
          });
        }).filter((popup) => !shown.current.ids.has(popup.event.userEventTriggerId));
        return queue.current.length > 0 ? 'READY' : 'OFF';
      },
      show: async () => {
        const popups = queue.current;
        queue.current = [];
        for (const [index, popup] of popups.entries()) {
          if (index > 0) await wait(POPUP_FOLD_MS);
          shown.current.ids.add(popup.event.userEventTriggerId);
          await showOne(popup);
        }
      },
    };
  }, [actions, isClientStart, isEnabled, t]);
  useManagedFeature(feature);
  return null;
}

function benefitLabel(
  event: TPopupEvent['event'],
): 'gift' | 'message' | 'offer' | 'wheelOfFortune' {
  const type = event.benefit.benefitType;
  return type === 'message' || type === 'offer' || type === 'wheelOfFortune' ? type : 'gift';
}
