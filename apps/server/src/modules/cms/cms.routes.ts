import {
  getCmsDetailContract,
  getCmsPagesContract,
  updateCmsPageContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import { operatorActor } from '#src/modules/audit/audit-actor';
import type { TCmsService } from '#src/modules/cms/cms.service';

export function cmsRoutes(app: FastifyInstance, service: TCmsService): void {
  route(app, getCmsPagesContract, {
    access: 'public',
    handler: async () => ({ data: await service.listLinks() }),
  });

  route(app, getCmsDetailContract, {
    access: 'public',
    handler: async ({ query }) => ({ data: await service.getPage(query.pageSlug) }),
  });

  route(app, updateCmsPageContract, {
    access: 'admin:content.manage',
    handler: async ({ params, body }, request) => {
      await service.updateContent(
        params.slug,
        body.contentEn,
        body.titleEn,
        operatorActor(request),
      );
      return { data: await service.getPage(params.slug) };
    },
  });
}
