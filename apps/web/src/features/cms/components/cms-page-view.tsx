import type { TCmsPageDetail } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useInternalLinkClick } from '#src/hooks/use-internal-link-click';
import { formatDate } from '#src/lib/i18n';

/** A static page. The server answers sanitised HTML (see the contract), so it renders as is. */
export function CmsPageView({ page }: { page: TCmsPageDetail }) {
  const { t, i18n } = useTranslation();
  const handleClick = useInternalLinkClick();
  // Most pages open with their own h1; the page title is added only when the content has none.
  const hasOwnHeading = /<h1[\s>]/i.test(page.content.EN);
  return (
    <article className="cms-page" aria-label={page.title.EN}>
      <header className="cms-page__header">
        {hasOwnHeading ? null : <h1>{page.title.EN}</h1>}
        <p className="cms-page__updated">
          {t('cms.updated', { date: formatDate(new Date(page.updatedAt), i18n.language) })}
        </p>
      </header>
      <div
        className="cms-page__body"
        onClick={handleClick}
        dangerouslySetInnerHTML={{ __html: page.content.EN }}
      />
    </article>
  );
}
