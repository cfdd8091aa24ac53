import {
  BANNER_ART_PATH,
  CATEGORY_ART_PATH,
  CATEGORY_RASTER_PATH,
  GAME_ART_PATH,
  GAME_RASTER_PATH,
  LABEL_ART_PATH,
  LABEL_RASTER_PATH,
  ZErrorEnvelope,
  ZGetBannerArtParams,
  ZGetCategoryArtParams,
  ZGetGameArtParams,
  ZGetGameRasterQuery,
  ZGetLabelArtParams,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TArtService } from '#src/art/art.service';
import { categoryArtKey, gameArtKey, labelArtKey, svgArtUrl } from '#src/art/art-urls';

const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Art URLs carry a version query (?v=) that changes when the drawing changes, so the answer can
 * be cached for a year. These answer SVG, not JSON, so they bypass the contract route helper.
 */
function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('cache-control', CACHE_FOR_A_YEAR)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      // Public pictures: game frames and the payments app (other origins) show them too.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/svg+xml; charset=utf-8')
      .send(svg)
  );
}

/**
 * A picture's WebP (decision 228). A picture without a current one (never rendered, or drawn
 * differently since: a renamed game) sends the browser to its SVG, and that answer is not cached.
 */
function sendRaster(reply: FastifyReply, raster: Buffer | null, key: string) {
  if (!raster) return reply.header('cache-control', 'no-cache').redirect(svgArtUrl(key), 302);
  return reply
    .header('cache-control', CACHE_FOR_A_YEAR)
    .header('cross-origin-resource-policy', 'cross-origin')
    .type('image/webp')
    .send(raster);
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
  app.get(GAME_RASTER_PATH, {
    config: artRouteConfig,
    schema: {
      summary: 'Tile art of a game, rendered (WebP), at its own size or the standard width',
      params: ZGetGameArtParams,
      querystring: ZGetGameRasterQuery,
    },
    handler: async (request, reply) => {
      const { identifier, shape } = ZGetGameArtParams.parse(request.params);
      const { w } = ZGetGameRasterQuery.parse(request.query);
      const raster = await service.getGameRaster(
        identifier,
        shape,
        w === undefined ? undefined : Number(w),
      );
      return sendRaster(reply, raster, gameArtKey(identifier, shape));
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
  app.get(CATEGORY_RASTER_PATH, {
    config: artRouteConfig,
    schema: { summary: 'Category icon, rendered (WebP)', params: ZGetCategoryArtParams },
    handler: async (request, reply) => {
      const { slug, theme } = ZGetCategoryArtParams.parse(request.params);
      const raster = service.getCategoryRaster(slug, theme);
      return sendRaster(reply, raster, categoryArtKey(slug, theme));
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
  app.get(LABEL_RASTER_PATH, {
    config: artRouteConfig,
    schema: { summary: 'Icon of an icon label, rendered (WebP)', params: ZGetLabelArtParams },
    handler: async (request, reply) => {
      const { slug } = ZGetLabelArtParams.parse(request.params);
      return sendRaster(reply, service.getLabelRaster(slug), labelArtKey(slug));
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
