import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZCmsLink, ZCmsSlug } from '#src/rest/cms/cms-page';

export const ZGetCmsDetailQuery = z.object({ pageSlug: ZCmsSlug });
export type TGetCmsDetailQuery = z.infer<typeof ZGetCmsDetailQuery>;

export const ZCmsPageDetail = ZCmsLink.extend({
  /**
   * The page body as sanitised HTML: only h1-h4, p, ul, ol, li, strong, em, a (href http(s),
   * mailto or a site path), br, hr, table parts, address and section. Safe to render as HTML.
   */
  content: z.object({ EN: z.string() }),
  /** When the text last changed (ISO 8601); legal pages show it as their effective date. */
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TCmsPageDetail = z.infer<typeof ZCmsPageDetail>;

export const ZGetCmsDetailResponse = z.object({ data: ZCmsPageDetail });
export type TGetCmsDetailResponse = z.infer<typeof ZGetCmsDetailResponse>;

/** A missing slug answers 404 NotFoundError with this message (spec §8). */
export const CMS_PAGE_NOT_FOUND_MESSAGE = 'CMS page not found';

export const getCmsDetailContract = defineContract({
  method: 'GET',
  path: '/api/user/cms-detail',
  summary: 'One CMS page with its content (public)',
  query: ZGetCmsDetailQuery,
  response: ZGetCmsDetailResponse,
});
