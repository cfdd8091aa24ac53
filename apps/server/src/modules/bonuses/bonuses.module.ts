import { defineModule } from '#src/lib/module';
import { createBonusesRepository } from '#src/modules/bonuses/bonuses.repository';
import { bonusesRoutes } from '#src/modules/bonuses/bonuses.routes';
import {
  createLowBalanceConsumer,
  LOW_BALANCE_CONSUMER,
} from '#src/modules/bonuses/low-balance.consumer';
import {
  createLowBalanceService,
  type TLowBalanceService,
} from '#src/modules/bonuses/low-balance.service';
import {
  createDailyBonusService,
  type TDailyBonusService,
} from '#src/modules/bonuses/daily-bonus.service';
import {
  createRefillBonusService,
  type TRefillBonusService,
} from '#src/modules/bonuses/refill-bonus.service';
import {
  createWelcomeBonusService,
  type TWelcomeBonusService,
} from '#src/modules/bonuses/welcome-bonus.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    welcomeBonus: TWelcomeBonusService;
    dailyBonus: TDailyBonusService;
    refillBonus: TRefillBonusService;
    lowBalance: TLowBalanceService;
  }
}

/**
 * Welcome, daily and low-balance refill bonuses (engagement §3-§4). Every payment is a ledger
 * transfer with its own code and a natural idempotency key (decisions 160-162). Settled GC
 * rounds that leave the balance low raise `balance.low` from the outbox (decision 122); a socket
 * that connects hears the newest one again while the balance is still low (decision 234).
 */
export const bonusesModule = defineModule({
  name: 'bonuses',
  needs: ['wallet', 'operatorConfig'],
  async register(app, { db, clock, events, outbox }, { wallet, operatorConfig }) {
    const repository = createBonusesRepository(db);
    const welcomeBonus = createWelcomeBonusService({ repository, wallet, operatorConfig, clock });
    const dailyBonus = createDailyBonusService({ repository, wallet, clock });
    const refillBonus = createRefillBonusService({ repository, wallet, operatorConfig, clock });
    const lowBalance = createLowBalanceService({ repository, wallet, clock });
    bonusesRoutes(app, { welcomeBonus, dailyBonus, refillBonus });
    outbox.consumeBatch(
      LOW_BALANCE_CONSUMER,
      'round.settled',
      createLowBalanceConsumer({
        createRepository: createBonusesRepository,
        wallet,
        operatorConfig,
        events,
      }),
    );
    return { welcomeBonus, dailyBonus, refillBonus, lowBalance };
  },
});
