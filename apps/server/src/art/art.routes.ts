import {
  BANNER_ART_PATH,
  CATEGORY_ART_PATH,
  GAME_ART_PATH,
  LABEL_ART_PATH,
  ZErrorEnvelope,
  ZGetBannerArtParams,
  ZGetCategoryArtParams,
  ZGetGameArtParams,
  ZGetLabelArtParams,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TArtService } from '#src/art/art.service';

/**
 * Art URLs carry a version query (?v=) that changes when the drawing changes, so the answer can
 * be cached for a year. These answer SVG, not JSON, so they bypass the contract route helper.
 */
function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      // Public pictures: game frames and the payments app (other origins) show them too.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/svg+xml; charset=utf-8')
      .send(svg)
  );
}

/** A lobby draws a few hundred tiles on first visit; later visits come from the browser cache. */
const artRouteConfig = {
  access: 'public' as const,
  rateLimit: { max: 3_000, timeWindow: '1 minute' },
};

export function artRoutes(app: FastifyInstance, service: TArtService): void {
  app.get(GAME_ART_PATH, {
    config: artRouteConfig,
    schema: { summary: 'Generated tile art of a game (SVG)', params: ZGetGameArtParams },
    handler: async (request, reply) => {
      const { identifier, shape } = ZGetGameArtParams.parse(request.params);
      return sendSvg(reply, await service.getGameTile(identifier, shape));
    },
  });
  app.get(CATEGORY_ART_PATH, {
    config: artRouteConfig,
    schema: { summary: 'Generated category icon (SVG)', params: ZGetCategoryArtParams },
    handler: async (request, reply) => {
      const { slug, theme } = ZGetCategoryArtParams.parse(request.params);
      return sendSvg(reply, service.getCategoryIcon(slug, theme));
    },
  });
  app.get(LABEL_ART_PATH, {
    config: artRouteConfig,
    schema: { summary: 'Icon of an icon label (SVG)', params: ZGetLabelArtParams },
    handler: async (request, reply) => {
      const { slug } = ZGetLabelArtParams.parse(request.params);
      return sendSvg(reply, service.getLabelIcon(slug));
    },
  });

  // Banner art URLs carry no version, so a day of caching rather than a year.
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
      const svg = service.getBannerArt(ZGetBannerArtParams.parse(request.params));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  });
}
