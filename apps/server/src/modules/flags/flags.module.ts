import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { flagsAdminRoutes } from '#src/modules/flags/flags.admin-routes';
import { createFlagsRepository } from '#src/modules/flags/flags.repository';
import { flagsRoutes } from '#src/modules/flags/flags.routes';
import { createFlagsService, type TFlagsService } from '#src/modules/flags/flags.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    flags: TFlagsService;
  }
}

/** Feature flags: defaults, the operator's values, per-player overrides and the staff rule. */
export const flagsModule = defineModule({
  name: 'flags',
  needs: ['identity', 'audit'],
  async register(app, { db, config, clock, logger }, { identity, audit }) {
    const flags = createFlagsService({
      repository: createFlagsRepository(db),
      internalEmailDomain: config.INTERNAL_EMAIL_DOMAIN,
      findUserEmail: async (userId) => (await identity.findUser(userId))?.email ?? null,
      clock,
      logger,
      inTransaction: unitOfWork(db, createFlagsRepository),
      audit,
      deploymentDefaults: { payments_project_url: `${config.paymentsUrl}/` },
    });
    flagsRoutes(app, flags);
    flagsAdminRoutes(app, flags);
    return { flags };
  },
});
