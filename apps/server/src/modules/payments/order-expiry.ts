import type { TDatabase, TExecutor } from '#src/db/client';
import type { TJobContext, TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import { createOrderExpiryRepository } from '#src/modules/payments/order-expiry.repository';

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
 * still unpaid, in one conditional update, so it stops counting against the purchase limits. A
 * payment the provider completes later is credited all the same (the credit does not look at the
 * status, only at `credited_at`), and turns the order into `success`.
 */
export function createOrderExpiry(deps: { jobs: TJobs; clock: TClock; expiryMs: number }) {
  const { jobs, clock } = deps;

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

    /** The job: expires the order when it is still unpaid; answers whether it did. */
    async expire(job: TExpireOrderJob, { tx }: Pick<TJobContext, 'tx'>): Promise<boolean> {
      return createOrderExpiryRepository(tx).expireUnpaid(job.merchantRefNum, clock.now());
    },

    /**
     * At start: every unpaid order has its job (orders opened before expiry existed, or by a
     * path that did not schedule one). Scheduling again keeps a stored job.
     */
    async scheduleUnpaid(db: TDatabase): Promise<number> {
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
