export { TransactionsPanel } from '#src/features/transactions/components/transactions-panel';
