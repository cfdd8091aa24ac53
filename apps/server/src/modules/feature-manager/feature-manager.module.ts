import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { createFeatureManagerRepository } from '#src/modules/feature-manager/feature-manager.repository';
import { featureManagerRoutes } from '#src/modules/feature-manager/feature-manager.routes';
import {
  createFeatureManagerService,
  type TFeatureManagerService,
} from '#src/modules/feature-manager/feature-manager.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    featureManager: TFeatureManagerService;
  }
}

/** The order in which the player app shows feature dialogs after arrival (decision 145). */
export const featureManagerModule = defineModule({
  name: 'featureManager',
  needs: ['audit'],
  async register(app, { db, clock, logger }, { audit }) {
    const featureManager = createFeatureManagerService({
      repository: createFeatureManagerRepository(db),
      inTransaction: unitOfWork(db, createFeatureManagerRepository),
      audit,
      clock,
      logger,
    });
    featureManagerRoutes(app, featureManager);
    return { featureManager };
  },
});
