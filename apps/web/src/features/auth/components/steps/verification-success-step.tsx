import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';

/** VerificationSuccess ('Success!'). */
export function VerificationSuccessStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-dialog auth-dialog--center" data-testid="verification-success">
      <div className="auth-dialog__badge" aria-hidden="true">
        ✓
      </div>
      <h2 id="dialog-signup-title" className="auth-dialog__title">
        {t('auth.success.title')}
      </h2>
      <p className="auth-dialog__text">{t('auth.success.text')}</p>
      <Button size="lg" isBlock onClick={onContinue}>
        {t('auth.success.continue')}
      </Button>
    </div>
  );
}
