export { StorePage } from '#src/features/store/components/store-page';
export { getStoreQueryOptions } from '#src/features/store/api/get-store';
export { getStoreOffersQueryOptions } from '#src/features/store/api/get-store-offers';
export { findStorePackage } from '#src/features/store/model/find-store-package';
export { MiniStore } from '#src/features/store/components/mini-store';
export { SavedCardsPanel } from '#src/features/store/components/saved-cards-panel';
export { PurchaseResultDialog } from '#src/features/store/components/purchase-result-dialog';
export {
  runPurchaseSuccess,
  type TCompletedPurchase,
} from '#src/features/store/components/purchase-success';
export { registerTransaction } from '#src/features/store/api/register-transaction';
export { paymentSession } from '#src/features/store/model/payment-session';
export { withPackageCoinBack } from '#src/features/store/model/package-coin-back';
