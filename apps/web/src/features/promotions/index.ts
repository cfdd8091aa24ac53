export { PromoCodeEntry } from '#src/features/promotions/components/promo-code-entry';
export { PromoCodeLauncher } from '#src/features/promotions/components/promo-code-launcher';
