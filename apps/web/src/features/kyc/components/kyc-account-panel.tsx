import type { TKycStatus } from '@casino/contracts';
import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useForceKyc } from '#src/features/kyc/api/kyc-api';
import '#src/features/kyc/components/kyc.css';

const STATUS_COPY: Record<TKycStatus, string> = {
  notStarted: 'kyc.account.notStarted',
  requested: 'kyc.account.requested',
  completed: 'kyc.account.completed',
};

/** The account area's identity row: the status, and the wizard while not verified. */
export function KycAccountPanel({ onVerify }: { onVerify: () => void }) {
  const { t } = useTranslation();
  const { data } = useForceKyc();
  if (!data) return null;
  const isPending = data.isReviewPending;
  return (
    <section className="account-card" data-testid="kyc-account-panel">
      <h3>{t('kyc.account.title')}</h3>
      <p className="kyc-panel__status">
        {isPending ? t('kyc.account.pending') : t(STATUS_COPY[data.kycStatus])}
      </p>
      {data.kycStatus !== 'completed' && !isPending ? (
        <Button variant="secondary" onClick={onVerify}>
          {t('kyc.account.verify')}
        </Button>
      ) : null}
    </section>
  );
}
