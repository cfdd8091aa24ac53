import { CrownLogo } from '@casino/ui';
import { useTranslation } from 'react-i18next';

/** Shown instead of the casino while the maintenance flag is on. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <main className="state-view state-view--page" data-testid="maintenance-page">
      <CrownLogo title={t('app.name')} />
      <h1 className="state-view__title">{t('shell.maintenance.title')}</h1>
      <p className="state-view__text">{t('shell.maintenance.text')}</p>
    </main>
  );
}
