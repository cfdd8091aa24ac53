import { z } from 'zod';
import { defineContract } from '#src/contract';
import { ZCmsLink } from '#src/rest/cms/cms-page';

export const ZGetCmsPagesResponse = z.object({ data: z.array(ZCmsLink) });
export type TGetCmsPagesResponse = z.infer<typeof ZGetCmsPagesResponse>;

export const getCmsPagesContract = defineContract({
  method: 'GET',
  path: '/api/user/cms',
  summary: 'CMS link list for the side menu and footers (public)',
  response: ZGetCmsPagesResponse,
});
