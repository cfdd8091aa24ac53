export { DailyBonusLauncher } from '#src/features/bonuses/components/daily-bonus-launcher';
export { useRefillOffer } from '#src/features/bonuses/components/use-refill-offer';
