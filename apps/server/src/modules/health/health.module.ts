import { defineModule } from '#src/lib/module';
import { createHealthRepository } from '#src/modules/health/health.repository';
import { healthRoutes } from '#src/modules/health/health.routes';
import { createHealthService, type THealthService } from '#src/modules/health/health.service';

export const APP_VERSION = '1.0.0';

declare module '#src/lib/module' {
  interface TModuleServices {
    health: THealthService;
  }
}

/** Liveness and database reachability for load balancers (GET /api/health). */
export const healthModule = defineModule({
  name: 'health',
  needs: [],
  async register(app, { db, database }) {
    const health = createHealthService({
      repository: createHealthRepository(db),
      databaseKind: database.kind,
      version: APP_VERSION,
    });
    healthRoutes(app, health);
    return { health };
  },
});
