import type { TDomainEvents } from '@casino/contracts';
import type { TDatabase, TExecutor } from '#src/db/client';
import type { TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import type { TEventBus } from '#src/lib/event-bus';
import type { Logger } from 'pino';
import type { TCardProcessor } from '#src/modules/payments/card-processor';
import { createOrderExpiryRepository } from '#src/modules/payments/order-expiry.repository';
import { createPaymentsRepository } from '#src/modules/payments/payments.repository';

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
 * still unpaid, in one conditional update, so it stops counting against the purchase limits,
 * pushes the player an `expired` payment result, and cancels a card order's session at the
 * processor. A payment the provider completes later is credited all the same (the credit does
 * not look at the status, only at `credited_at`), and turns the order into `success`.
 */
export function createOrderExpiry(deps: {
  db: TDatabase;
  jobs: TJobs;
  processor: Pick<TCardProcessor, 'cancelOrder'>;
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

  return {
    /** In the transaction that inserts the order. */
    schedule: scheduleFor,

    /**
     * The job: expires the order when it is still unpaid and pushes the player the result;
     * answers whether it did. Then an expired card order's session is cancelled at the
     * processor: a failed call fails the job, whose next run finds the order expired and only
     * cancels again (the processor answers a cancelled order the same). A payment that already
     * used the session is the processor's to finish; its result credits the order once.
     */
    async expire(job: TExpireOrderJob): Promise<boolean> {
      const expired = await createOrderExpiryRepository(db).expireUnpaid(
        job.merchantRefNum,
        clock.now(),
      );
      if (expired) {
        deps.events.emit('purchase.result', {
          userId: expired.userId,
          merchantRefNum: expired.merchantRefNum,
          provider: expired.provider,
          status: 'expired',
          packageId: expired.packageId,
          amountMinor: expired.amountMinor,
          gcAmountMinor: expired.gcAmountMinor,
          scAmountMinor: expired.scAmountMinor,
        });
      }
      const order =
        expired ?? (await createPaymentsRepository(db).findByReference(job.merchantRefNum));
      if (order?.status === 'expired' && order.provider === 'card' && order.providerOrderId) {
        const answer = await deps.processor.cancelOrder(order.providerOrderId);
        if (answer === 'paid') {
          deps.logger.info(
            { merchantRefNum: order.merchantRefNum },
            'Expired card order already has a payment at the processor; its result decides',
          );
        }
      }
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
