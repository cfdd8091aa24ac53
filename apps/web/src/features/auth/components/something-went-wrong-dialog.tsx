import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { openSupport } from '#src/features/auth/model/platform';
import { errorCopyKey, hasErrorCopy } from '#src/lib/error-copy';
import { openDialog } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';
import '#src/features/auth/components/auth.css';

/**
 * Something Went Wrong ('OOPS!'). TRY AGAIN reopens the sign-up wizard after an auth error,
 * otherwise the phone verification wizard (opened by the caller's onRetry). The detail line is
 * `detail`, or the copy of `errorName` (a redirect's authError) when the API answers that name.
 */
export function SomethingWentWrongDialog({
  detail,
  errorName,
  onRetry,
}: {
  detail?: string | undefined;
  errorName?: string | undefined;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const detailText =
    detail ?? (errorName && hasErrorCopy(errorName) ? t(errorCopyKey(errorName)) : undefined);
  const close = () => usePortal.getState().closePortal(true);
  return (
    <div className="auth-dialog auth-dialog--center" data-testid="something-went-wrong">
      <div className="auth-dialog__badge auth-dialog__badge--danger" aria-hidden="true">
        !
      </div>
      <h2 className="auth-dialog__title">{t('auth.wrong.title')}</h2>
      <p className="auth-dialog__text">{t('auth.wrong.text')}</p>
      {detailText ? <p className="auth-dialog__fine">{detailText}</p> : null}
      <Button
        size="lg"
        isBlock
        onClick={() => {
          close();
          if (onRetry) onRetry();
          else openDialog('signup');
        }}
      >
        {t('auth.wrong.tryAgain')}
      </Button>
      <Button
        variant="secondary"
        isBlock
        onClick={() => {
          close();
          openSupport();
        }}
      >
        {t('auth.wrong.contactSupport')}
      </Button>
    </div>
  );
}
