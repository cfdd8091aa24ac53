export { CoinBackPanel } from '#src/features/coin-back/components/coin-back-panel';
