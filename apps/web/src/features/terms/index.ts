export { recheckTermsOfService } from '#src/features/terms/api/terms-of-service';
export { TermsGate } from '#src/features/terms/components/terms-gate';
