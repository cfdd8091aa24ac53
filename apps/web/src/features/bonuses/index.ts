export { CoinShower } from '#src/features/bonuses/components/coin-shower';
export { DailyBonusEntry } from '#src/features/bonuses/components/daily-bonus-entry';
export { DailyBonusFeature } from '#src/features/bonuses/components/daily-bonus-feature';
export { RefillEntry } from '#src/features/bonuses/components/refill-entry';
export { useRefillOffer } from '#src/features/bonuses/components/use-refill-offer';
export { DailyBonusPortal } from '#src/features/bonuses/components/daily-bonus-portal';
