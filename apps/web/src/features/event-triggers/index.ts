export { EventTriggerFeature } from '#src/features/event-triggers/components/event-trigger-feature';
export type { TEventPopupActions } from '#src/features/event-triggers/components/event-popup';
