import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZCmsSlug } from '#src/rest/cms/cms-page';
import { ZCmsPageDetail } from '#src/rest/cms/get-cms-detail';

export const ZUpdateCmsPageParams = z.object({ slug: ZCmsSlug });
export const ZUpdateCmsPageBody = z.object({
  /** HTML; sanitised to the allowed simple tags before it is stored. */
  contentEn: zText().max(200_000),
  titleEn: zText().trim().min(1).max(120).optional(),
});
export type TUpdateCmsPageBody = z.infer<typeof ZUpdateCmsPageBody>;

export const updateCmsPageContract = defineContract({
  method: 'PUT',
  path: '/api/admin/cms/:slug',
  summary: "Replaces a CMS page's content (sanitised) and title (admin:content.manage)",
  params: ZUpdateCmsPageParams,
  body: ZUpdateCmsPageBody,
  response: z.object({ data: ZCmsPageDetail }),
});
