export { CoinShower } from '#src/features/bonuses/components/coin-shower';
export { DailyBonusEntry } from '#src/features/bonuses/components/daily-bonus-entry';
export { DailyBonusLauncher } from '#src/features/bonuses/components/daily-bonus-launcher';
export { RefillEntry } from '#src/features/bonuses/components/refill-entry';
export { useRefillOffer } from '#src/features/bonuses/components/use-refill-offer';
