import { z } from 'zod';
import { zText } from '#src/common/text';

/** cmsType as the spec numbers it: 1 internal page, 2 external link, 3 footer block. */
export const CMS_TYPES = { internal: 1, external: 2, footer: 3 } as const;
export const ZCmsType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TCmsType = z.infer<typeof ZCmsType>;

/** Page slugs: lower-case words joined by hyphens (the /pages/{pageSlug} route uses them). */
export const ZCmsSlug = zText()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/** Footer slugs the shell asks for: signed-in players get users-footer, guests footer. */
export const CMS_FOOTER_SLUGS = { signedIn: 'users-footer', guest: 'footer' } as const;

/** Slugs of the legal pages other screens link to (sign-up privacy step, AMOE, store). */
export const CMS_PAGE_SLUGS = {
  termsOfService: 'terms-of-service',
  privacyPolicy: 'privacy-policy',
  sweepstakesRules: 'sweepstakes-rules',
  responsibleGaming: 'responsible-gaming',
  contactUs: 'contact-us',
} as const;

export const ZCmsLink = z.object({
  cmsPageId: z.number().int().positive(),
  title: z.object({ EN: z.string() }),
  slug: ZCmsSlug,
  cmsType: ZCmsType,
  /** Where an external link (cmsType 2) points; null for pages served at /pages/{slug}. */
  targetUrl: z.string().nullable(),
  showInMenu: z.boolean(),
});
export type TCmsLink = z.infer<typeof ZCmsLink>;
