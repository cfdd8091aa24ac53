import { getBannersContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TBannersService } from '#src/modules/banners/banners.service';

export function bannersRoutes(app: FastifyInstance, service: TBannersService): void {
  route(app, getBannersContract, {
    access: 'public',
    handler: async ({ query }) => ({
      data: await service.listBanners({
        theme: query.theme,
        utm: {
          source: query.utm_source ?? null,
          campaign: query.utm_campaign ?? null,
          medium: query.utm_medium ?? null,
          content: query.utm_content ?? null,
          term: query.utm_term ?? null,
          promo: query.utm_promo ?? null,
        },
      }),
    }),
  });
}
