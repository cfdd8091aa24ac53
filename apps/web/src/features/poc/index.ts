export {
  PocHangingMarker,
  PocSuccessNotice,
  PocWizard,
} from '#src/features/poc/components/poc-wizard';
export { markPoc, useSessionRequiringDisplay } from '#src/features/poc/api/poc-api';
