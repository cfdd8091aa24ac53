import type { TDomainEvents } from '@casino/contracts';
import type { TDatabase, TExecutor } from '#src/db/client';
import type { TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import type { TEventBus } from '#src/lib/event-bus';
import type { Logger } from 'pino';
import type { TCardProcessor } from '#src/modules/payments/card-processor';
import { createOrderExpiryRepository } from '#src/modules/payments/order-expiry.repository';
import {
  createPaymentsRepository,
  type TPurchaseOrder,
} from '#src/modules/payments/payments.repository';
import type { TRedirectProvider } from '#src/modules/payments/redirect-provider';

/** Job name (decision 190). */
export const EXPIRE_ORDER_JOB = 'payments.expire-order';

export interface TExpireOrderJob {
  merchantRefNum: string;
}

/** Orders scheduled per statement when the module starts. */
const START_BATCH = 500;

/**
 * Unpaid orders expire (decision 109): each order gets a job, scheduled in the transaction that
 * inserts it, due `expiryMs` after it was opened. The job moves the order to `expired` when it is
 * still unpaid, in one conditional update, so it stops counting against the purchase limits;
 * then it cancels the order at its provider (the card order's session, the bank transaction, the
 * Skrill session) and, once the provider confirms nothing will be paid, pushes the player an
 * `expired` payment result. A payment the provider completed first is credited all the same
 * (the credit does not look at the status, only at `credited_at`), and turns the order into
 * `success`: an order ends credited once or expired with nothing paid, never both.
 */
export function createOrderExpiry(deps: {
  db: TDatabase;
  jobs: TJobs;
  processor: Pick<TCardProcessor, 'cancelOrder'>;
  redirects: Pick<TRedirectProvider, 'cancel'>;
  events: Pick<TEventBus<TDomainEvents>, 'emit'>;
  clock: TClock;
  logger: Logger;
  expiryMs: number;
}) {
  const { db, jobs, clock } = deps;

  function scheduleFor(
    executor: TExecutor,
    order: { merchantRefNum: string; createdAt: Date },
  ): Promise<boolean> {
    const payload: TExpireOrderJob = { merchantRefNum: order.merchantRefNum };
    return jobs.schedule(executor, {
      name: EXPIRE_ORDER_JOB,
      key: order.merchantRefNum,
      runAt: new Date(order.createdAt.getTime() + deps.expiryMs),
      payload: { ...payload },
    });
  }

  /** `cancelled` too for an order no provider holds (it was never opened there). */
  function cancelAtProvider(order: TPurchaseOrder): Promise<'cancelled' | 'paid'> {
    const id = order.providerOrderId;
    if (id === null) return Promise.resolve('cancelled');
    switch (order.provider) {
      case 'card':
        return deps.processor.cancelOrder(id);
      case 'bank':
      case 'skrill':
        return deps.redirects.cancel(order.provider, id);
      case 'applepay':
        return Promise.resolve('cancelled');
    }
  }

  return {
    /** In the transaction that inserts the order. */
    schedule: scheduleFor,

    /**
     * The job: expires the order when it is still unpaid and answers whether it did. Then the
     * expired order is cancelled at its provider: a failed call fails the job, whose next run
     * finds the order expired and only cancels again (a provider answers a cancelled order the
     * same). The player is told once the provider confirms the cancel. A payment that already
     * used the order (completed or pending) is the provider's to finish; its result credits
     * the order once.
     */
    async expire(job: TExpireOrderJob): Promise<boolean> {
      const expired = await createOrderExpiryRepository(db).expireUnpaid(
        job.merchantRefNum,
        clock.now(),
      );
      const order =
        expired ?? (await createPaymentsRepository(db).findByReference(job.merchantRefNum));
      if (order?.status !== 'expired') return false;
      if ((await cancelAtProvider(order)) === 'paid') {
        deps.logger.info(
          { merchantRefNum: order.merchantRefNum, provider: order.provider },
          'Expired order already has a payment at its provider; its result decides',
        );
        return expired !== null;
      }
      deps.events.emit('purchase.result', {
        userId: order.userId,
        merchantRefNum: order.merchantRefNum,
        provider: order.provider,
        status: 'expired',
        packageId: order.packageId,
        amountMinor: order.amountMinor,
        gcAmountMinor: order.gcAmountMinor,
        scAmountMinor: order.scAmountMinor,
      });
      return expired !== null;
    },

    /**
     * At start: every unpaid order has its job (orders opened before expiry existed, or by a
     * path that did not schedule one). Scheduling again keeps a stored job.
     */
    async scheduleUnpaid(): Promise<number> {
      const unpaid = await createOrderExpiryRepository(db).unpaidOrders();
      let scheduled = 0;
      for (let index = 0; index < unpaid.length; index += START_BATCH) {
        await db.transaction(async (tx) => {
          for (const order of unpaid.slice(index, index + START_BATCH)) {
            if (await scheduleFor(tx, order)) scheduled += 1;
          }
        });
      }
      return scheduled;
    },
  };
}

export type TOrderExpiry = ReturnType<typeof createOrderExpiry>;
