import { postAnalyticsEventsContract } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TAnalyticsService } from '#src/modules/analytics/analytics.service';

/** Guests send events too (landing impressions); a signed-in caller's events carry their id. */
export const ANALYTICS_RATE_LIMIT_PER_MINUTE = 120;

export function analyticsRoutes(app: FastifyInstance, service: TAnalyticsService): void {
  route(app, postAnalyticsEventsContract, {
    access: 'public',
    rateLimitPerMinute: ANALYTICS_RATE_LIMIT_PER_MINUTE,
    successStatus: 202,
    handler: async ({ body }, request) => {
      const accepted = await service.record(request.principal?.userId ?? null, body.events);
      return { data: { accepted } };
    },
  });
}
