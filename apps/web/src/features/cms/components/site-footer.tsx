import { CMS_TYPE, FOOTER_SLUG } from '#src/features/cms/components/cms-constants';
import { CrownLogo } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useCmsDetail } from '#src/features/cms/api/get-cms-detail';
import { useCmsLinks } from '#src/features/cms/api/get-cms-links';
import { CmsLink } from '#src/features/cms/components/cms-link';
import { useInternalLinkClick } from '#src/hooks/use-internal-link-click';

/**
 * The page footer: the CMS link list (pages and external links) and the footer block, which is
 * users-footer for signed-in players and footer for guests (spec §7).
 */
export function SiteFooter({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const links = useCmsLinks();
  const block = useCmsDetail(isSignedIn ? FOOTER_SLUG.signedIn : FOOTER_SLUG.guest);
  const handleClick = useInternalLinkClick();
  const pageLinks = (links.data ?? []).filter((link) => link.cmsType !== CMS_TYPE.footer);

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <CrownLogo title={t('app.name')} />
        <nav aria-label={t('cms.footerNavLabel')}>
          <ul className="site-footer__links" role="list">
            {pageLinks.map((link) => (
              <li key={link.cmsPageId}>
                <CmsLink link={link} className="site-footer__link" />
              </li>
            ))}
          </ul>
        </nav>
        {links.isError || block.isError ? (
          <p className="site-footer__legal" role="alert">
            {t('cms.footerError')}
          </p>
        ) : null}
        {block.data ? (
          <div
            className="site-footer__block"
            onClick={handleClick}
            dangerouslySetInnerHTML={{ __html: block.data.content.EN }}
          />
        ) : null}
        <p className="site-footer__legal">
          {t('cms.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
