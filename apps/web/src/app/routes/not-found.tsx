import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className="state-view" aria-labelledby="not-found-title" data-testid="not-found">
      <p className="state-view__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="state-view__title">
        {t('shell.notFound.title')}
      </h1>
      <p className="state-view__text">{t('shell.notFound.text')}</p>
      <Link className="cc-btn cc-btn--primary cc-btn--lg" to="/">
        {t('shell.notFound.home')}
      </Link>
    </section>
  );
}

export default NotFoundView;
