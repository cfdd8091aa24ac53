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

/**
 * The durable consumers' names in outbox_subscriptions (decision 150). The offer consumer kept
 * the name it had when it stepped rolling offers only (decision 214): a new name would be a new
 * subscription.
 */
export const OFFER_PURCHASE_CONSUMER = 'event-triggers.rolling-offer-purchase';
export const WHEEL_PURCHASE_CONSUMER = 'event-triggers.wheel-purchase';

declare module '#src/lib/module' {
  interface TModuleServices {
    eventTriggers: TEventTriggersService;
  }
}

/**
 * Event-trigger popups (engagement §3/§4/§7, decision 119): operators' triggers and benefits,
 * the player's events, gifts paid once through the ledger, rolling offers stepped by claims and
 * purchases, offers and 2-3-offers taken by purchases, and the offers shown in the store.
 */
export const eventTriggersModule = defineModule({
  name: 'event-triggers',
  needs: ['wallet', 'audit', 'catalogue', 'coinBack', 'flags', 'store'],
  async register(
    app,
    { db, clock, jobs, events, outbox },
    { wallet, audit, catalogue, coinBack, flags, store },
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
      store,
    });
    eventTriggersRoutes(app, eventTriggers);
    // A bought package takes a rolling offer's step or an offer (decisions 214, 215, 216).
    outbox.consume(OFFER_PURCHASE_CONSUMER, 'purchase.completed', async (purchase, { tx }) => {
      await eventTriggers.takePurchasedOffer(purchase, tx);
    });
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
