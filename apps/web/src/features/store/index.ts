export { StorePage } from '#src/features/store/components/store-page';
export { getStoreQueryOptions } from '#src/features/store/api/get-store';
export { MiniStore } from '#src/features/store/components/mini-store';
export { SavedCardsPanel } from '#src/features/store/components/saved-cards-panel';
