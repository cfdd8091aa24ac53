import type { TClaimPackageMessage } from '@casino/contracts';
import { create } from 'zustand';
import { useFeatureManagerRegistry } from '#src/stores/feature-manager';

/** Engagement §4/§9: after an event-started message the events are read 5 s to 5 min later. */
export const EVENT_STARTED_DELAY_MIN_MS = 5_000;
export const EVENT_STARTED_DELAY_MAX_MS = 5 * 60_000;
/** Engagement §4/§9: 1 s after a successful purchase the event-trigger dialogs restart. */
export const PURCHASE_FOLLOW_UP_MS = 1_000;

/**
 * The delay before the read an event-started message asks for: spread over 5 s to 5 min so that
 * every online client does not read at once. `random` is in [0, 1), as Math.random.
 */
export function eventStartedDelayMs(random: () => number): number {
  const span = EVENT_STARTED_DELAY_MAX_MS - EVENT_STARTED_DELAY_MIN_MS;
  return EVENT_STARTED_DELAY_MIN_MS + Math.floor(random() * (span + 1));
}

interface TEventTriggerLiveState {
  /** Events pushed by events_received the popups have not taken yet. */
  received: unknown[];
  /** Rolling offers (userEventTriggerIds) with a step taken in this session: they come first. */
  steppedRollingOffers: number[];
  /** An event_started delay ran out: the next read starts the AFTER_LOGIN triggers again. */
  isStartRequested: boolean;
  /**
   * claim_package messages heard: each is an offer's package taken (a rolling offer's step, an
   * offer bought), so the store's offers are read again when it changes (decision 216).
   */
  claimedPackages: number;
  receive: (events: unknown[]) => void;
  takeReceived: () => unknown[];
  /** Schedules the read after a random delay; a later message does not move an earlier one. */
  eventStarted: (random?: () => number) => void;
  takeStartRequest: () => boolean;
  packageClaimed: (message: TClaimPackageMessage) => void;
  purchaseSucceeded: () => void;
  /** Logout: pending reads are dropped with the session. */
  reset: () => void;
}

let startTimer: ReturnType<typeof setTimeout> | undefined;
let restartTimer: ReturnType<typeof setTimeout> | undefined;

function askForRead(): void {
  useFeatureManagerRegistry.getState().requestFetch('EVENT_TRIGGER');
}

/** One restart 1 s after the latest purchase or rolling-offer step. */
function restartSoon(): void {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(askForRead, PURCHASE_FOLLOW_UP_MS);
}

/**
 * The event-trigger socket messages (engagement §4/§7, decision 213) between the wallet socket,
 * which hears them, and the popups, which the feature manager reads and shows.
 */
export const useEventTriggerLive = create<TEventTriggerLiveState>((set, get) => ({
  received: [],
  steppedRollingOffers: [],
  isStartRequested: false,
  claimedPackages: 0,
  receive: (events) => {
    set((state) => ({ received: [...state.received, ...events] }));
  },
  takeReceived: () => {
    const { received } = get();
    set({ received: [] });
    return received;
  },
  eventStarted: (random = Math.random) => {
    if (startTimer !== undefined) return;
    startTimer = setTimeout(() => {
      startTimer = undefined;
      set({ isStartRequested: true });
      askForRead();
    }, eventStartedDelayMs(random));
  },
  takeStartRequest: () => {
    const { isStartRequested } = get();
    set({ isStartRequested: false });
    return isStartRequested;
  },
  packageClaimed: (message) => {
    set((state) => ({
      steppedRollingOffers: state.steppedRollingOffers.includes(message.userEventTriggerId)
        ? state.steppedRollingOffers
        : [...state.steppedRollingOffers, message.userEventTriggerId],
      claimedPackages: state.claimedPackages + 1,
    }));
    restartSoon();
  },
  purchaseSucceeded: restartSoon,
  reset: () => {
    clearTimeout(startTimer);
    clearTimeout(restartTimer);
    startTimer = undefined;
    restartTimer = undefined;
    set({ received: [], steppedRollingOffers: [], isStartRequested: false, claimedPackages: 0 });
  },
}));
