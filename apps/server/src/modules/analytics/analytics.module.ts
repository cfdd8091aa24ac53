import { defineModule } from '#src/lib/module';
import { createAnalyticsRepository } from '#src/modules/analytics/analytics.repository';
import { analyticsRoutes } from '#src/modules/analytics/analytics.routes';
import {
  createAnalyticsService,
  type TAnalyticsService,
} from '#src/modules/analytics/analytics.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    analytics: TAnalyticsService;
  }
}

/** The client's analytics events, stored as they arrive (guests too). */
export const analyticsModule = defineModule({
  name: 'analytics',
  needs: [],
  async register(app, { db, clock }) {
    const analytics = createAnalyticsService({
      repository: createAnalyticsRepository(db),
      clock,
    });
    analyticsRoutes(app, analytics);
    return { analytics };
  },
});
