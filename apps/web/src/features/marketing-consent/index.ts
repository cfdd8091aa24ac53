export { MarketingConsentLauncher } from '#src/features/marketing-consent/components/marketing-consent-launcher';
