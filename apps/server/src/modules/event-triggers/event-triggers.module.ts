import { defineModule } from '#src/lib/module';
import { eventTriggersRoutes } from '#src/modules/event-triggers/event-triggers.routes';
import {
  createEventTriggersService,
  PAY_EVENT_GIFT_JOB,
  type TEventTriggersService,
  type TPayEventGiftJob,
} from '#src/modules/event-triggers/event-triggers.service';
import {
  ANNOUNCE_START_JOB,
  type TAnnounceStartJob,
} from '#src/modules/event-triggers/trigger-start';

/** The durable consumers' names in outbox_subscriptions (decision 150). */
export const ROLLING_OFFER_PURCHASE_CONSUMER = 'event-triggers.rolling-offer-purchase';
export const WHEEL_PURCHASE_CONSUMER = 'event-triggers.wheel-purchase';

declare module '#src/lib/module' {
  interface TModuleServices {
    eventTriggers: TEventTriggersService;
  }
}

/**
 * Event-trigger popups (engagement §3/§4/§7, decision 119): operators' triggers and benefits,
 * the player's events, gifts paid once through the ledger, and rolling offers stepped by claims
 * and purchases.
 */
export const eventTriggersModule = defineModule({
  name: 'event-triggers',
  needs: ['wallet', 'audit', 'catalogue', 'coinBack', 'flags'],
  async register(
    app,
    { db, clock, jobs, events, outbox },
    { wallet, audit, catalogue, coinBack, flags },
  ) {
    const eventTriggers = createEventTriggersService({
      db,
      clock,
      jobs,
      wallet,
      audit,
      events,
      catalogue,
      coinBack,
      flags,
    });
    eventTriggersRoutes(app, eventTriggers);
    // A bought package of a rolling offer takes its step (decision 214).
    outbox.consume(
      ROLLING_OFFER_PURCHASE_CONSUMER,
      'purchase.completed',
      async (purchase, { tx }) => {
        await eventTriggers.takePurchasedStep(purchase, tx);
      },
    );
    // A bought package of a priced wheel makes its spin available (decision 221).
    outbox.consume(WHEEL_PURCHASE_CONSUMER, 'purchase.completed', async (purchase, { tx }) => {
      await eventTriggers.buyWheel(purchase, tx);
    });
    // The payment moves money through the ledger's own transactions (decision 190).
    jobs.handleOwnTransactions<TPayEventGiftJob>(PAY_EVENT_GIFT_JOB, (payload) =>
      eventTriggers.payGift(payload),
    );
    // The push leaves the process at once; nothing in the job's transaction to commit with it.
    jobs.handleOwnTransactions<TAnnounceStartJob>(ANNOUNCE_START_JOB, (payload) =>
      eventTriggers.announceStart(payload),
    );
    app.addHook('onReady', () => eventTriggers.scheduleStarts());
    return { eventTriggers };
  },
});
