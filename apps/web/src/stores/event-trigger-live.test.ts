import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT_STARTED_DELAY_MAX_MS,
  EVENT_STARTED_DELAY_MIN_MS,
  eventStartedDelayMs,
  PURCHASE_FOLLOW_UP_MS,
  useEventTriggerLive,
} from '#src/stores/event-trigger-live';
import { useFeatureManagerRegistry } from '#src/stores/feature-manager';

const claimed = (userEventTriggerId: number) => ({
  type: 'claim_package' as const,
  userEventTriggerId,
  eventTriggerId: 1,
  packageId: 900_001,
  currentStep: 1,
  isCompleted: false,
});

describe('event-trigger socket messages', () => {
  const requests = () => useFeatureManagerRegistry.getState().fetchRequest?.id ?? 0;

  beforeEach(() => {
    vi.useFakeTimers();
    useEventTriggerLive.getState().reset();
  });
  afterEach(() => {
    useEventTriggerLive.getState().reset();
    vi.useRealTimers();
  });

  it('spreads the event-started read over 5 s to 5 min', () => {
    expect(eventStartedDelayMs(() => 0)).toBe(EVENT_STARTED_DELAY_MIN_MS);
    expect(eventStartedDelayMs(() => 0.5)).toBe(152_500);
    expect(eventStartedDelayMs(() => 0.999_999_999)).toBe(EVENT_STARTED_DELAY_MAX_MS);
  });

  it('reads after the drawn delay, starting the triggers, once for messages that come meanwhile', () => {
    const before = requests();
    useEventTriggerLive.getState().eventStarted(() => 0.5);
    useEventTriggerLive.getState().eventStarted(() => 0);
    vi.advanceTimersByTime(152_499);
    expect(requests()).toBe(before);
    expect(useEventTriggerLive.getState().isStartRequested).toBe(false);
    vi.advanceTimersByTime(1);
    expect(requests()).toBe(before + 1);
    expect(useFeatureManagerRegistry.getState().fetchRequest?.type).toBe('EVENT_TRIGGER');
    expect(useEventTriggerLive.getState().takeStartRequest()).toBe(true);
    expect(useEventTriggerLive.getState().takeStartRequest()).toBe(false);
    vi.advanceTimersByTime(EVENT_STARTED_DELAY_MAX_MS);
    expect(requests()).toBe(before + 1);
  });

  it('restarts the popups 1 s after the latest purchase or rolling-offer step, and lifts that offer', () => {
    const before = requests();
    useEventTriggerLive.getState().purchaseSucceeded();
    vi.advanceTimersByTime(PURCHASE_FOLLOW_UP_MS - 100);
    useEventTriggerLive.getState().packageClaimed(claimed(7));
    useEventTriggerLive.getState().packageClaimed(claimed(7));
    vi.advanceTimersByTime(PURCHASE_FOLLOW_UP_MS - 1);
    expect(requests()).toBe(before);
    vi.advanceTimersByTime(1);
    expect(requests()).toBe(before + 1);
    expect(useEventTriggerLive.getState().steppedRollingOffers).toEqual([7]);
  });

  it('drops pending reads and the session state on logout', () => {
    const before = requests();
    useEventTriggerLive.getState().eventStarted(() => 0);
    useEventTriggerLive.getState().packageClaimed(claimed(3));
    useEventTriggerLive.getState().receive([{ userEventTriggerId: 3 }]);
    useEventTriggerLive.getState().reset();
    vi.advanceTimersByTime(EVENT_STARTED_DELAY_MAX_MS);
    expect(requests()).toBe(before);
    expect(useEventTriggerLive.getState()).toMatchObject({
      received: [],
      steppedRollingOffers: [],
      isStartRequested: false,
    });
  });
});
