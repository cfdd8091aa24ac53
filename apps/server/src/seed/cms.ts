import { CMS_TYPES } from '@casino/contracts';
import type { TDatabase } from '#src/db/client';
import { cmsPages } from '#src/db/schema/index';
import {
  contactUsHtml,
  guestFooterHtml,
  playerFooterHtml,
  responsibleGamingHtml,
} from '#src/seed/cms-content/player-pages';
import { privacyPolicyHtml } from '#src/seed/cms-content/privacy-policy';
import { sweepstakesRulesHtml } from '#src/seed/cms-content/sweepstakes-rules';
import { termsOfServiceHtml } from '#src/seed/cms-content/terms-of-service';
import { sanitiseHtml } from '#src/modules/cms/sanitise-html';

const PAGES = [
  { slug: 'terms-of-service', titleEn: 'Terms of Service', html: termsOfServiceHtml },
  { slug: 'privacy-policy', titleEn: 'Privacy Policy', html: privacyPolicyHtml },
  { slug: 'sweepstakes-rules', titleEn: 'Sweepstakes Rules', html: sweepstakesRulesHtml },
  { slug: 'responsible-gaming', titleEn: 'Responsible Gameplay', html: responsibleGamingHtml },
  { slug: 'contact-us', titleEn: 'Contact Us', html: contactUsHtml },
].map((page, index) => ({
  slug: page.slug,
  titleEn: page.titleEn,
  cmsType: CMS_TYPES.internal,
  showInMenu: true,
  contentEn: sanitiseHtml(page.html),
  sortOrder: index,
}));

/** An external link (cmsType 2): the menu opens targetUrl instead of a page. */
const LINKS = [
  {
    slug: 'problem-gambling-help',
    titleEn: 'Problem Gambling Help',
    cmsType: CMS_TYPES.external,
    targetUrl: 'https://www.ncpgambling.org/help-treatment/',
    showInMenu: true,
    contentEn: '',
    sortOrder: 50,
  },
];

const FOOTERS = [
  { slug: 'users-footer', titleEn: 'Footer (signed in)', html: playerFooterHtml },
  { slug: 'footer', titleEn: 'Footer', html: guestFooterHtml },
].map((footer, index) => ({
  slug: footer.slug,
  titleEn: footer.titleEn,
  cmsType: CMS_TYPES.footer,
  showInMenu: false,
  contentEn: sanitiseHtml(footer.html),
  sortOrder: 100 + index,
}));

/** Legal pages, help pages and footers; operator edits survive restarts (insert-if-missing). */
export async function seedCmsPages(db: TDatabase): Promise<void> {
  await db
    .insert(cmsPages)
    .values([...PAGES, ...LINKS, ...FOOTERS])
    .onConflictDoNothing({ target: cmsPages.slug });
}
