import {
  BANNER_ART_PATH,
  ZErrorEnvelope,
  ZGetBannerArtParams,
  getBannersContract,
} from '@casino/contracts';
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

  // Generated art is an image, not JSON: registered directly, still with an access policy.
  app.route({
    method: 'GET',
    url: BANNER_ART_PATH,
    config: { access: 'public' },
    schema: {
      summary: 'Generated banner art (image/svg+xml)',
      params: ZGetBannerArtParams,
      response: { '4xx': ZErrorEnvelope },
    },
    handler: async (request, reply) => {
      const svg = service.renderArt(ZGetBannerArtParams.parse(request.params));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  });
}
