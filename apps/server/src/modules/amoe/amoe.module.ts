import { defineModule } from '#src/lib/module';
import { createAmoeRepository } from '#src/modules/amoe/amoe.repository';
import { amoeRoutes } from '#src/modules/amoe/amoe.routes';
import { createAmoeService, type TAmoeService } from '#src/modules/amoe/amoe.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    amoe: TAmoeService;
  }
}

/** Free alternative method of entry by mail (sweepstakes law, decision 123). */
export const amoeModule = defineModule({
  name: 'amoe',
  needs: ['wallet', 'operatorConfig', 'audit'],
  async register(app, { db, clock }, { wallet, operatorConfig, audit }) {
    const amoe = createAmoeService({
      repository: createAmoeRepository(db),
      createRepository: createAmoeRepository,
      wallet,
      operatorConfig,
      audit,
      clock,
    });
    amoeRoutes(app, amoe);
    return { amoe };
  },
});
