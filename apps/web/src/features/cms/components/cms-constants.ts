import type { CMS_FOOTER_SLUGS, CMS_TYPES } from '@casino/contracts';

/*
 * Copies of two small contract constants, checked against the contract at compile time, so the
 * first render needs no schema code (the fetchers load their contract files beside it).
 */
export const CMS_TYPE = { internal: 1, external: 2, footer: 3 } as const satisfies typeof CMS_TYPES;
export const FOOTER_SLUG = {
  signedIn: 'users-footer',
  guest: 'footer',
} as const satisfies typeof CMS_FOOTER_SLUGS;
