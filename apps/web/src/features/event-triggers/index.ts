export { EventTriggerFeature } from '#src/features/event-triggers/components/event-trigger-feature';
export type { TEventPopupActions } from '#src/features/event-triggers/components/event-popup';
export { startPromoCodeEvents } from '#src/features/event-triggers/api/start-promo-code-events';
