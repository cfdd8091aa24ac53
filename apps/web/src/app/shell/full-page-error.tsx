import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';

/** The spec's full-page error fallback text, with a button that reloads the page. */
export function FullPageError() {
  const { t } = useTranslation();
  return (
    <div className="state-view state-view--error" data-testid="full-page-error">
      <h1 id="full-page-error-title" className="state-view__title">
        {t('shell.errorFallback.title')}
      </h1>
      <p className="state-view__text">{t('shell.errorFallback.text')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('shell.errorFallback.refresh')}
      </Button>
    </div>
  );
}
