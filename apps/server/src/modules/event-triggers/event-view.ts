import type { TEventTriggerEvent, TOperatorBenefit, TPlayerQuest } from '@casino/contracts';
import { hashServerSeed } from '@casino/game-engine';
import type {
  TEventTriggerRow,
  TUserEventTriggerRow,
} from '#src/modules/event-triggers/event-triggers.repository';
import { rollingStepOf } from '#src/modules/event-triggers/rolling-offer';

export interface TEventWithTrigger {
  event: TUserEventTriggerRow;
  trigger: TEventTriggerRow;
}

export function benefitOf(trigger: TEventTriggerRow): TOperatorBenefit {
  return trigger.benefit as TOperatorBenefit;
}

/** A free wheel spins at once; a priced one once its package was bought (decision 221). */
export function isWheelSpinnable(
  benefit: TOperatorBenefit,
  event: Pick<TUserEventTriggerRow, 'wheelPurchaseRef'>,
): boolean {
  return benefit.packages.length === 0 || event.wheelPurchaseRef !== null;
}

/** A popup with a countdown shows once its timer has started (engagement §4). */
export function canDisplayOf({ event, trigger }: TEventWithTrigger): boolean {
  return trigger.durationSeconds === null || event.expiredAt !== null;
}

/** The event as the player's client receives it (engagement §3), a quest's with its quest. */
export function eventView(
  { event, trigger }: TEventWithTrigger,
  quest: TPlayerQuest | null = null,
): TEventTriggerEvent {
  const benefit = benefitOf(trigger);
  const rolling = rollingStepOf(benefit, event);
  return {
    userEventTriggerId: event.id,
    eventTrigger: {
      eventTriggerId: trigger.id,
      type: trigger.triggerKey,
      weight: trigger.weight,
      usesPerUserLimit: trigger.usesPerUserLimit,
      purchaseCooldown: trigger.purchaseCooldown,
      hideWidgetTimer: trigger.hideWidgetTimer,
      extra: { coinMode: trigger.coinMode },
    },
    benefit: {
      benefitType: benefit.benefitType,
      key: benefit.key,
      imageUrl: benefit.imageUrl,
      miniImageUrl: benefit.miniImageUrl,
      scCoin: benefit.scCoin,
      gcCoin: benefit.gcCoin,
      price: rolling
        ? rolling.item.price
        : benefit.packages.length > 0
          ? Math.min(...benefit.packages.map((item) => item.price))
          : 0,
      packages: benefit.packages,
      layout: benefit.layout,
      visibility: benefit.visibility,
      storeLayout: benefit.storeLayout ?? null,
      storeLayoutImageUrl: benefit.storeLayoutImageUrl ?? null,
      riveFileUrl: null,
      wheel:
        benefit.slices && event.wheelServerSeed
          ? {
              slices: benefit.slices,
              serverSeedHash: hashServerSeed(event.wheelServerSeed),
              canSpin: isWheelSpinnable(benefit, event),
            }
          : null,
      booster: benefit.booster ?? null,
      quest,
    },
    canDisplay: canDisplayOf({ event, trigger }),
    expiredAt: event.expiredAt?.toISOString() ?? null,
    isNewEventType: true,
    currentStep: rolling?.step ?? 0,
    userGift: event.isPersonalGift ? { id: event.id } : null,
  };
}
