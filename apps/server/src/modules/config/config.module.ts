import { CONFIG_KEYS } from '@casino/contracts';
import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { configAdminRoutes } from '#src/modules/config/config.admin-routes';
import { createConfigRepository } from '#src/modules/config/config.repository';
import { configRoutes } from '#src/modules/config/config.routes';
import { createConfigService, type TConfigService } from '#src/modules/config/config.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    operatorConfig: TConfigService;
  }
}

/**
 * The operator's settings (decision 021). UNAVAILABLE_STATES_CODES is derived from geo's
 * territories, never stored twice.
 */
export const configModule = defineModule({
  name: 'config',
  needs: ['geo', 'audit'],
  async register(app, { db, clock }, { geo, audit }) {
    const operatorConfig = createConfigService({
      repository: createConfigRepository(db),
      createRepository: createConfigRepository,
      derived: { [CONFIG_KEYS.unavailableStatesCodes]: () => geo.listExcludedTerritoryCodes() },
      clock,
      inTransaction: unitOfWork(db, createConfigRepository),
      audit,
    });
    configRoutes(app, operatorConfig);
    configAdminRoutes(app, operatorConfig);
    return { operatorConfig };
  },
});
