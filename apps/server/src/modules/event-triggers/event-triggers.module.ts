import { defineModule } from '#src/lib/module';
import { eventTriggersRoutes } from '#src/modules/event-triggers/event-triggers.routes';
import {
  createEventTriggersService,
  PAY_EVENT_GIFT_JOB,
  type TEventTriggersService,
  type TPayEventGiftJob,
} from '#src/modules/event-triggers/event-triggers.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    eventTriggers: TEventTriggersService;
  }
}

/**
 * Event-trigger popups (engagement §3/§4/§7, decision 119): operators' triggers and benefits,
 * the player's events, and gifts paid once through the ledger.
 */
export const eventTriggersModule = defineModule({
  name: 'event-triggers',
  needs: ['wallet', 'audit'],
  async register(app, { db, clock, jobs }, { wallet, audit }) {
    const eventTriggers = createEventTriggersService({ db, clock, jobs, wallet, audit });
    eventTriggersRoutes(app, eventTriggers);
    // The payment moves money through the ledger's own transactions (decision 190).
    jobs.handleOwnTransactions<TPayEventGiftJob>(PAY_EVENT_GIFT_JOB, (payload) =>
      eventTriggers.payGift(payload),
    );
    return { eventTriggers };
  },
});
