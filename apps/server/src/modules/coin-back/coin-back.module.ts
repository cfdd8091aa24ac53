import { defineModule } from '#src/lib/module';
import { coinBackRoutes } from '#src/modules/coin-back/coin-back.routes';
import {
  createCoinBackService,
  PAY_PERIOD_JOB,
  type TCoinBackService,
  type TPayPeriodJob,
} from '#src/modules/coin-back/coin-back.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    coinBack: TCoinBackService;
  }
}

/** Durable consumers' names in outbox_subscriptions (decision 150). */
export const COIN_BACK_PURCHASE_CONSUMER = 'coin-back.purchase';
export const COIN_BACK_ROUNDS_CONSUMER = 'coin-back.rounds';
export const COIN_BACK_REVERSAL_CONSUMER = 'coin-back.reversal';

/**
 * Coin-back bundles of store packages (issue 14, decision 106): a credited purchase opens a
 * period, settled rounds add to its net loss, a job at its end pays the share back.
 */
export const coinBackModule = defineModule({
  name: 'coin-back',
  needs: ['wallet'],
  async register(app, { db, clock, outbox, jobs }, { wallet }) {
    const coinBack = createCoinBackService({ db, clock, jobs, wallet });
    coinBackRoutes(app, coinBack);
    outbox.consume(COIN_BACK_PURCHASE_CONSUMER, 'purchase.completed', (purchase, { tx }) =>
      coinBack.openPeriod(purchase, tx),
    );
    outbox.consume(COIN_BACK_REVERSAL_CONSUMER, 'purchase.reversed', (reversal, { tx }) =>
      coinBack.voidPeriod(reversal, tx),
    );
    outbox.consumeBatch(COIN_BACK_ROUNDS_CONSUMER, 'round.settled', (rounds, tx) =>
      coinBack.countRounds(
        rounds.map((round) => round.payload),
        tx,
      ),
    );
    // The payment moves money through the ledger's own transactions (decision 190).
    jobs.handleOwnTransactions<TPayPeriodJob>(PAY_PERIOD_JOB, (payload) =>
      coinBack.payPeriod(payload),
    );
    return { coinBack };
  },
});
