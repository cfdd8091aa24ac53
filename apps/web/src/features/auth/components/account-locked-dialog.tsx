import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { openSupport } from '#src/features/auth/model/platform';
import { useAuthFlow } from '#src/features/auth/model/auth-flow';
import { usePortal } from '#src/stores/portal';
import '#src/features/auth/components/auth.css';

/**
 * Account Locked ('OOPS'), for inactive and self-excluded accounts. CONTACT SUPPORT closes the
 * portal unless the landing is direct, and opens support.
 */
export function AccountLockedDialog({ isDirectLanding = false }: { isDirectLanding?: boolean }) {
  const { t, i18n } = useTranslation();
  const until = useAuthFlow((state) => state.selfExcludedUntil);
  return (
    <div className="auth-dialog auth-dialog--center" data-testid="account-locked">
      <div className="auth-dialog__badge auth-dialog__badge--danger" aria-hidden="true">
        !
      </div>
      <h2 className="auth-dialog__title">{t('auth.locked.title')}</h2>
      <p className="auth-dialog__text">{t('auth.locked.text')}</p>
      {until ? (
        <p className="auth-dialog__fine">
          {t('auth.locked.until', {
            date: new Date(until).toLocaleDateString(i18n.language === 'en-DE' ? 'en-GB' : 'en-US'),
          })}
        </p>
      ) : null}
      <Button
        size="lg"
        isBlock
        onClick={() => {
          if (!isDirectLanding) usePortal.getState().closePortal(true);
          openSupport();
        }}
      >
        {t('auth.locked.contactSupport')}
      </Button>
    </div>
  );
}
