import { getEventTriggerEventsContract } from '@casino/contracts/rest/event-triggers/get-event-trigger-events';
import { apiRequest } from '#src/lib/api-client';
import { useFeatureManagerRegistry } from '#src/stores/feature-manager';

/**
 * After a promo code was redeemed (engagement §7): starts its AFTER_PROMO_CODE events, then
 * asks the feature manager to read the popups again, so they show once the screen is free.
 */
export async function startPromoCodeEvents(promoCode: string): Promise<void> {
  try {
    await apiRequest(getEventTriggerEventsContract, {
      body: { triggerKey: 'AFTER_PROMO_CODE', csEventStart: true, promoCode },
    });
    useFeatureManagerRegistry.getState().requestFetch('EVENT_TRIGGER');
  } catch (error) {
    console.warn('Promo code events not started', error);
  }
}
