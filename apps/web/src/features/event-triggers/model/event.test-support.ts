import type { TEventLayout, TEventTriggerEvent } from '@casino/contracts';

type TBenefit = TEventTriggerEvent['benefit'];

const STYLE = { fontSize: 20 };

/** A popup layout with CLOSE, REWARD (at `rewardTop`), an optional TIMER and the button. */
export function testLayout(
  buttonText: string,
  { rewardTop = 62, hasTimer = false }: { rewardTop?: number; hasTimer?: boolean } = {},
): TEventLayout {
  return {
    version: 1,
    attributes: { imageWidth: 600, imageHeight: 800 },
    elements: [
      { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
      { type: 'REWARD', left: 10, top: rewardTop, width: 80, height: 8, style: STYLE },
      ...(hasTimer
        ? [{ type: 'TIMER' as const, left: 30, top: 75, width: 40, height: 5, style: STYLE }]
        : []),
      {
        type: 'ACTION_BTN',
        left: 20,
        top: 83,
        width: 60,
        height: 9,
        style: STYLE,
        text: buttonText,
        btnType: 'main',
      },
    ],
  };
}

/**
 * An event as the server sends it, of a promo code's trigger used once: the benefit's type, key
 * and layout given, everything it does not pay or show empty; `event` overrides the rest.
 */
export function testEvent(
  benefit: Pick<TBenefit, 'benefitType' | 'key' | 'layout'> & Partial<TBenefit>,
  {
    eventTrigger,
    ...event
  }: Partial<Omit<TEventTriggerEvent, 'benefit' | 'eventTrigger'>> & {
    eventTrigger?: Partial<TEventTriggerEvent['eventTrigger']>;
  } = {},
): TEventTriggerEvent {
  return {
    userEventTriggerId: 21,
    eventTrigger: {
      eventTriggerId: 8,
      type: 'AFTER_PROMO_CODE',
      weight: 80,
      usesPerUserLimit: 1,
      purchaseCooldown: 0,
      hideWidgetTimer: true,
      extra: { coinMode: 'all' },
      ...eventTrigger,
    },
    benefit: {
      imageUrl: `/images/event-triggers/${benefit.key}.svg`,
      miniImageUrl: `/images/event-triggers/${benefit.key}-mini.svg`,
      scCoin: 0,
      gcCoin: 0,
      price: 0,
      packages: [],
      visibility: { lobby: true, store: false },
      storeLayout: null,
      storeLayoutImageUrl: null,
      riveFileUrl: null,
      wheel: null,
      booster: null,
      quest: null,
      ...benefit,
    },
    canDisplay: true,
    expiredAt: null,
    isNewEventType: true,
    currentStep: 0,
    userGift: null,
    ...event,
  };
}
