import { defineModule } from '#src/lib/module';
import { createPocRepository } from '#src/modules/poc/poc.repository';
import { pocRoutes } from '#src/modules/poc/poc.routes';
import { createPocService, type TPocService } from '#src/modules/poc/poc.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    poc: TPocService;
  }
}

/**
 * Card-ownership verification (payments §4 POC, §7 /v2/poc; decision 135). The check runs at the
 * identity-check provider at its own level (POC_IDENTITY_LEVEL); the kyc module hands this
 * module the signed notifications of that level. Gated per player by the flag poc-enabled.
 */
export const pocModule = defineModule({
  name: 'poc',
  needs: ['kyc', 'flags'],
  async register(app, { db, config, clock, logger, events }, { kyc, flags }) {
    const poc = createPocService({
      repository: createPocRepository(db),
      identityCheck: kyc.identityCheck,
      isEnabledFor: async (userId) => (await flags.evaluateForUser(userId))['poc-enabled'] === true,
      settings: {
        levelName: config.POC_IDENTITY_LEVEL,
        maxAttempts: config.POC_MAX_ATTEMPTS,
        publicUrl: config.publicUrl,
      },
      events,
      clock,
      logger,
    });
    kyc.handleLevel(config.POC_IDENTITY_LEVEL, (notification) =>
      poc.handleNotification(notification),
    );
    await pocRoutes(app, poc);
    return { poc };
  },
});
