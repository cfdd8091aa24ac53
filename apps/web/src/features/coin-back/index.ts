export { CoinBackPanel } from '#src/features/coin-back/components/coin-back-panel';
export { getCoinBackPeriodsQueryOptions } from '#src/features/coin-back/api/get-coin-back-periods';
