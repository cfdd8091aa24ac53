export { MarketingConsentFeature } from '#src/features/marketing-consent/components/marketing-consent-feature';
