export { DailyMissionBar } from '#src/features/daily-missions/components/daily-mission-bar';
export type { TDailyMissionsWiring } from '#src/features/daily-missions/components/daily-missions-wiring';
export { DailyMissionHomeWidget } from '#src/features/daily-missions/components/upcoming-mission-widget';
export { DailyMissionFeature } from '#src/features/daily-missions/components/daily-mission-feature';
