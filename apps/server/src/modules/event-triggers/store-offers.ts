import {
  STORE_OFFER_BENEFIT_TYPES,
  type TDomainEvents,
  type TOperatorBenefit,
  type TStoreOffer,
  type TStorePackage,
} from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type {
  TEventTriggerRow,
  TUserEventTriggerRow,
} from '#src/modules/event-triggers/event-triggers.repository';

type TPurchase = Pick<TDomainEvents['purchase.completed'], 'packageId' | 'amountMinor'>;

/** An offer or 2-3-offer: the benefits whose packages are bought in the store (decision 215). */
export function isSoldOffer(trigger: TEventTriggerRow): boolean {
  return STORE_OFFER_BENEFIT_TYPES.includes(trigger.benefitType as TOperatorBenefit['benefitType']);
}

/**
 * Whether a purchase bought one of the offer's priced packages: that package at the price the
 * offer shows (the store's price when the operator defined it). A rolling offer is stepped by
 * its own rule (decision 214).
 */
export function isBoughtOffer(trigger: TEventTriggerRow, purchase: TPurchase): boolean {
  return (
    isSoldOffer(trigger) &&
    (trigger.benefit as TOperatorBenefit).packages.some(
      (item) =>
        item.price > 0 &&
        item.packageId === purchase.packageId &&
        item.price === purchase.amountMinor,
    )
  );
}

/**
 * Whether the trigger's open event shows in the store for this coin (decision 216): an active
 * offer or 2-3-offer with visibility.store and its store layout, of coin mode all or this coin.
 * A benefit stored before store layouts existed has none, so it stays out of the store.
 */
export function isStoreOfferFor(trigger: TEventTriggerRow, coinType: TCoinType): boolean {
  const benefit = trigger.benefit as TOperatorBenefit;
  return (
    trigger.isActive &&
    isSoldOffer(trigger) &&
    benefit.visibility.store &&
    benefit.storeLayout !== undefined &&
    benefit.storeLayoutImageUrl !== undefined &&
    (trigger.coinMode === 'all' || trigger.coinMode === coinType.toLowerCase())
  );
}

/**
 * The store offer of an open event: its packages as the store sells them to the player now, in
 * the offer's order, each only while the store sells it at the offer's price (buying it then
 * takes the offer). Null when none is.
 */
export function storeOfferOf(
  found: { event: TUserEventTriggerRow; trigger: TEventTriggerRow },
  onSale: ReadonlyMap<number, TStorePackage>,
  canDisplay: boolean,
): TStoreOffer | null {
  const benefit = found.trigger.benefit as TOperatorBenefit;
  if (!benefit.storeLayout || !benefit.storeLayoutImageUrl) return null;
  const packages = benefit.packages.flatMap((item) => {
    const pack = onSale.get(item.packageId);
    return pack && pack.price === item.price ? [pack] : [];
  });
  if (packages.length === 0) return null;
  return {
    userEventTriggerId: found.event.id,
    eventTriggerId: found.trigger.id,
    benefitKey: benefit.key,
    storeLayout: benefit.storeLayout,
    storeLayoutImageUrl: benefit.storeLayoutImageUrl,
    packages,
    canDisplay,
    expiredAt: found.event.expiredAt?.toISOString() ?? null,
  };
}
