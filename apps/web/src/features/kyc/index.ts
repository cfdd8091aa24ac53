export { KycWizard, KYC_SUCCESS_CLOSE_MS } from '#src/features/kyc/components/kyc-wizard';
export { KycAccountPanel } from '#src/features/kyc/components/kyc-account-panel';
export { useForceKyc } from '#src/features/kyc/api/kyc-api';
