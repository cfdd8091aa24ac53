import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { createPromotionsRepository } from '#src/modules/promotions/promotions.repository';
import { promotionsRoutes } from '#src/modules/promotions/promotions.routes';
import {
  createPromotionsService,
  type TPromotionsService,
} from '#src/modules/promotions/promotions.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    promotions: TPromotionsService;
  }
}

/** Promo codes: verify, redeem once per limit, operator create/list/disable (decision 165). */
export const promotionsModule = defineModule({
  name: 'promotions',
  needs: ['audit', 'identity', 'profile', 'wallet', 'flags'],
  async register(app, { db, clock, outbox }, { audit, identity, profile, wallet, flags }) {
    const promotions = createPromotionsService({
      repository: createPromotionsRepository(db),
      inTransaction: unitOfWork(db, createPromotionsRepository),
      wallet,
      identity,
      profile,
      flags,
      audit,
      clock,
      nudgeOutbox: outbox.nudge,
    });
    promotionsRoutes(app, promotions);
    return { promotions };
  },
});
