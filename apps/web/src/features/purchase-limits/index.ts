export { PurchaseLimitsPanel } from '#src/features/purchase-limits/components/purchase-limits-panel';
export {
  getPurchaseLimitsQueryOptions,
  usePurchaseLimits,
} from '#src/features/purchase-limits/api/get-purchase-limits';
