export { QuestFeature } from '#src/features/quests/components/quest-feature';
export { QuestHomeWidget } from '#src/features/quests/components/quest-widget';
export { openQuestPortal } from '#src/features/quests/components/quest-portal';
export type { TQuestsWiring } from '#src/features/quests/components/quests-wiring';
