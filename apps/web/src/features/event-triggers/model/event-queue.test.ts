import type { TEventTriggerEvent, TEventTriggerEventsResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  popupKey,
  popupQueue,
  readPopups,
  type TInvalidEvent,
} from '#src/features/event-triggers/model/event-queue';

const STYLE = { fontSize: 20 };
const BOX = { left: 10, top: 80, width: 80, height: 9, style: STYLE };

function event(
  id: number,
  overrides: { weight?: number; coinMode?: 'all' | 'gc' | 'sc'; layout?: unknown } = {},
): TEventTriggerEvent {
  return {
    userEventTriggerId: id,
    eventTrigger: {
      eventTriggerId: id,
      type: 'AFTER_LOGIN',
      weight: overrides.weight ?? 10,
      usesPerUserLimit: 1,
      purchaseCooldown: 0,
      hideWidgetTimer: false,
      extra: { coinMode: overrides.coinMode ?? 'all' },
    },
    benefit: {
      benefitType: 'gift',
      key: `gift-${id}`,
      imageUrl: '/images/event-triggers/gift.svg',
      miniImageUrl: '/images/event-triggers/gift-mini.svg',
      scCoin: 0,
      gcCoin: 100_00,
      price: 0,
      packages: [],
      layout: overrides.layout ?? {
        version: 1,
        attributes: { imageWidth: 600, imageHeight: 800 },
        elements: [
          { type: 'CLOSE', ...BOX },
          { type: 'ACTION_BTN', ...BOX, text: 'CLAIM', btnType: 'main' },
        ],
      },
      visibility: { lobby: true, store: false },
      storeLayout: null,
      storeLayoutImageUrl: null,
      riveFileUrl: null,
      wheel: null,
      quest: null,
      booster: null,
    },
    canDisplay: true,
    expiredAt: null,
    isNewEventType: true,
    currentStep: 0,
    userGift: null,
  };
}

/** A rolling offer of three steps (decision 214) at `currentStep`. */
function rollingOffer(id: number, weight: number, currentStep = 0): TEventTriggerEvent {
  const base = event(id, { weight });
  return {
    ...base,
    benefit: {
      ...base.benefit,
      benefitType: 'rollingOffer',
      gcCoin: 0,
      packages: [
        { packageId: 900_001, price: 0, gcCoin: 2_000_00, scCoin: 0 },
        { packageId: 2, price: 499, gcCoin: 50_000_00, scCoin: 5_00 },
        { packageId: 900_002, price: 0, gcCoin: 0, scCoin: 1_00 },
      ],
    },
    currentStep,
  };
}

function data(
  lists: Partial<TEventTriggerEventsResponse['data']>,
): TEventTriggerEventsResponse['data'] {
  return {
    currentEventsByTrigger: [],
    otherActiveEvents: [],
    personalGifts: [],
    joinedNewTournament: false,
    ...lists,
  };
}

describe('popupQueue', () => {
  it('puts personal gifts first, then the events heaviest first', () => {
    const queue = popupQueue(
      data({
        currentEventsByTrigger: [event(1, { weight: 5 }), event(2, { weight: 50 })],
        otherActiveEvents: [event(3, { weight: 20 })],
        personalGifts: [{ ...event(4), userGift: { id: 4 } }],
      }),
      'GC',
      () => undefined,
    );
    expect(queue.map((popup) => popup.event.userEventTriggerId)).toEqual([4, 2, 3, 1]);
    expect(queue[0]?.isPersonalGift).toBe(true);
  });

  it('keeps the events of every coin and of the coin shown', () => {
    const lists = data({
      currentEventsByTrigger: [
        event(1, { coinMode: 'all' }),
        event(2, { coinMode: 'gc' }),
        event(3, { coinMode: 'sc' }),
      ],
    });
    const ids = (coin: 'GC' | 'SC') =>
      popupQueue(lists, coin, () => undefined).map((popup) => popup.event.userEventTriggerId);
    expect(ids('GC')).toEqual([1, 2]);
    expect(ids('SC')).toEqual([1, 3]);
  });

  it('reads the newer layout generation when the older fails, and drops and reports invalid events', () => {
    const newer = {
      version: 2,
      attributes: { imageWidth: 600, imageHeight: 800 },
      elements: [
        { type: 'CLOSE', ...BOX },
        { type: 'ACTION_BTN', ...BOX, text: 'GET', btnType: 'orange' },
        { type: 'DYNAMIC_IMAGE_1', ...BOX, imageUrl: '/images/daily-bonus/chest.svg' },
      ],
    };
    const invalid: TInvalidEvent[] = [];
    const queue = popupQueue(
      data({
        currentEventsByTrigger: [
          event(1, { layout: newer }),
          event(2, { layout: { version: 1, attributes: {}, elements: [{ type: 'BANNER' }] } }),
          { ...event(3), benefit: { ...event(3).benefit, benefitType: 'lottery' } },
          'not an event',
        ],
      }),
      'GC',
      (item) => invalid.push(item),
    );
    expect(queue.map((popup) => popup.layout.version)).toEqual([2]);
    expect(invalid.map((item) => item.userEventTriggerId)).toEqual([2, 3, null]);
    expect(invalid[0]?.issues.length).toBeGreaterThan(0);
  });

  it('puts rolling offers with a step taken in this session before heavier events, after personal gifts', () => {
    const lists = data({
      currentEventsByTrigger: [event(1, { weight: 90 }), rollingOffer(2, 10, 1)],
      otherActiveEvents: [rollingOffer(3, 5)],
      personalGifts: [{ ...event(4), userGift: { id: 4 } }],
    });
    const ids = (stepped: number[]) =>
      popupQueue(lists, 'GC', () => undefined, new Set(stepped)).map(
        (popup) => popup.event.userEventTriggerId,
      );
    // No purchase in this session: by weight.
    expect(ids([])).toEqual([4, 1, 2, 3]);
    expect(ids([2])).toEqual([4, 2, 1, 3]);
    expect(ids([3, 2])).toEqual([4, 2, 3, 1]);
    // Only rolling offers are lifted: another event's id in the set changes nothing.
    expect(ids([1])).toEqual([4, 1, 2, 3]);
  });

  it('drops a rolling offer whose current step is none of its packages; shows one per step', () => {
    const invalid: TInvalidEvent[] = [];
    const popups = readPopups([rollingOffer(1, 10, 3), rollingOffer(2, 10, 2)], (item) =>
      invalid.push(item),
    );
    expect(invalid.map((item) => item.userEventTriggerId)).toEqual([1]);
    expect(popups.map(popupKey)).toEqual(['2:2']);
    expect(popupKey(readPopups([rollingOffer(2, 10, 1)], () => undefined)[0]!)).toBe('2:1');
  });
});
