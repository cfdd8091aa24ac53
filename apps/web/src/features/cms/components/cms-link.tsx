import type { TCmsLink } from '@casino/contracts';
import { CMS_TYPE } from '#src/features/cms/components/cms-constants';
import { Link } from 'react-router';

/** Links whose title mentions contact us get the support style (spec §2, side menu). */
export function isContactUsLink(link: TCmsLink): boolean {
  return link.title.EN.toLowerCase().includes('contact us');
}

export function cmsLinkHref(link: TCmsLink): string {
  return link.cmsType === CMS_TYPE.external && link.targetUrl
    ? link.targetUrl
    : `/pages/${link.slug}`;
}

/** External targets open as ordinary links in a new tab; internal ones go to /pages/{slug}. */
export function CmsLink({
  link,
  className,
  onNavigate,
}: {
  link: TCmsLink;
  className?: string;
  onNavigate?: () => void;
}) {
  const classes = [className, isContactUsLink(link) ? 'is-support' : ''].filter(Boolean).join(' ');
  if (link.cmsType === CMS_TYPE.external && link.targetUrl) {
    return (
      <a
        className={classes}
        href={link.targetUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {link.title.EN}
      </a>
    );
  }
  return (
    <Link className={classes} to={`/pages/${link.slug}`} onClick={onNavigate}>
      {link.title.EN}
    </Link>
  );
}
