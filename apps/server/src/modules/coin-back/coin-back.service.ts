import type { TCoinBackBooster, TCoinBackPeriod, TDomainEvents } from '@casino/contracts';
import type { TDatabase, TTransaction } from '#src/db/client';
import type { TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import {
  createCoinBackBoosterRepository,
  type TCoinBackBoosterRow,
} from '#src/modules/coin-back/coin-back-booster.repository';
import {
  createCoinBackRepository,
  type TCoinBackPeriodRow,
} from '#src/modules/coin-back/coin-back.repository';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

const HOUR_MS = 60 * 60 * 1000;
/** Job name (decision 190). */
export const PAY_PERIOD_JOB = 'coin-back.pay-period';
/**
 * The pay job runs this long after a period ends, so rounds settled just before the end have
 * left the outbox and been counted (decision 106).
 */
export const PAY_GRACE_MS = 5 * 60 * 1000;
/** Paid periods stay on the player's list this long. */
const PAID_SHOWN_MS = 30 * 24 * HOUR_MS;
const PERIODS_SHOWN = 20;

export interface TPayPeriodJob {
  periodId: number;
}

function view(row: TCoinBackPeriodRow): TCoinBackPeriod {
  const isPaid = row.paidAt !== null;
  return {
    id: row.id,
    percent: row.percent,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.voidedAt ? 'voided' : isPaid ? 'paid' : row.closedAt ? 'paying' : 'open',
    netLoss: { gc: row.gcNetLossMinor, sc: row.scNetLossMinor },
    paid: isPaid ? { gc: row.gcPayoutMinor ?? 0, sc: row.scPayoutMinor ?? 0 } : null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

function boosterView(row: TCoinBackBoosterRow): TCoinBackBooster {
  return {
    percentPoints: row.percentPoints,
    startsAt: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
  };
}

/**
 * Coin-back (decision 106): a purchase whose package carries a coinBack bundle opens a period;
 * settled rounds inside it add their net result per coin; at its end a job returns the
 * bundle's percent of the net loss per coin through the ledger, once. A booster the player
 * claimed adds its points to the percent for the rounds settled while it runs (decision 220).
 */
export function createCoinBackService(deps: {
  db: TDatabase;
  clock: TClock;
  jobs: TJobs;
  wallet: Pick<TWalletService, 'transfer'>;
}) {
  const { db, clock, jobs } = deps;

  return {
    /**
     * Outbox consumer of purchase.completed, in the delivery transaction: opens the order's
     * period when its package has a coinBack bundle, and schedules its payment. A repeat of
     * the same order opens nothing. A purchase already refunded or charged back (the reversal
     * consumer ran first) gets its period voided at once (decision 116).
     */
    async openPeriod(
      purchase: TDomainEvents['purchase.completed'],
      tx: TTransaction,
    ): Promise<void> {
      const repository = createCoinBackRepository(tx);
      const bundle = (await repository.packageBundles(purchase.packageId)).find(
        (item) => item.bundleType === 'coinBack',
      );
      if (!bundle) return;
      const startsAt = new Date(purchase.creditedAt);
      const endsAt = new Date(startsAt.getTime() + bundle.bundlePayload.durationHours * HOUR_MS);
      const period = await repository.insertPeriod({
        merchantRefNum: purchase.merchantRefNum,
        userId: purchase.userId,
        packageId: purchase.packageId,
        percent: bundle.bundlePayload.percent,
        startsAt,
        endsAt,
      });
      if (!period) return;
      if (await repository.isReversed(purchase.merchantRefNum)) {
        await repository.voidOpen(purchase.merchantRefNum, clock.now());
        return;
      }
      const payload: TPayPeriodJob = { periodId: period.id };
      await jobs.schedule(tx, {
        name: PAY_PERIOD_JOB,
        key: String(period.id),
        runAt: new Date(endsAt.getTime() + PAY_GRACE_MS),
        payload: { ...payload },
      });
    },

    /**
     * Outbox consumer of purchase.reversed (decision 116): a refund or chargeback voids the
     * purchase's period while it is open, and its pay job is dropped. A period already closed
     * at its end keeps the coin-back it fixed then.
     */
    async voidPeriod(
      reversal: TDomainEvents['purchase.reversed'],
      tx: TTransaction,
    ): Promise<void> {
      const periodId = await createCoinBackRepository(tx).voidOpen(
        reversal.merchantRefNum,
        clock.now(),
      );
      if (periodId !== null) await jobs.cancel(tx, PAY_PERIOD_JOB, String(periodId));
    },

    /** Batch consumer of round.settled: one statement per batch (decision 179). */
    async countRounds(
      rounds: readonly TDomainEvents['round.settled'][],
      tx: TTransaction,
    ): Promise<void> {
      await createCoinBackRepository(tx).addRoundNets(
        rounds.map((round) => ({
          userId: round.userId,
          coin: round.coin,
          netMinor: round.betMinor - round.winMinor,
          settledAt: round.settledAt,
        })),
      );
    },

    /**
     * The pay job: closes the period with its payout (later rounds no longer count), pays each
     * coin under one ledger key per period and coin, then marks it paid. A retry finds the
     * payout already fixed and the transfers already made, so it moves nothing more.
     */
    async payPeriod(job: TPayPeriodJob): Promise<void> {
      const period = await createCoinBackRepository(db).close(job.periodId, clock.now());
      if (!period || period.paidAt || period.voidedAt) return;
      for (const [coin, amountMinor] of [
        ['GC', period.gcPayoutMinor ?? 0],
        ['SC', period.scPayoutMinor ?? 0],
      ] as const) {
        if (amountMinor <= 0) continue;
        await deps.wallet.transfer({
          idempotencyKey: `coin-back:${period.id}:${coin}`,
          code: 'coin_back',
          userId: period.userId,
          coin,
          amountMinor,
          metadata: { periodId: period.id, merchantRefNum: period.merchantRefNum },
        });
      }
      await createCoinBackRepository(db).markPaid(period.id, clock.now());
    },

    /**
     * Starts a claimed booster (decision 220) in the claim's transaction: from `startsAt` for
     * `durationHours`. Answers null when the event already started one (a repeated claim).
     */
    async startBooster(
      tx: TTransaction,
      claim: {
        userId: string;
        userEventTriggerId: number;
        percentPoints: number;
        durationHours: number;
        startsAt: Date;
      },
    ): Promise<TCoinBackBooster | null> {
      const row = await createCoinBackBoosterRepository(tx).insertBooster({
        userId: claim.userId,
        userEventTriggerId: claim.userEventTriggerId,
        percentPoints: claim.percentPoints,
        startsAt: claim.startsAt,
        endsAt: new Date(claim.startsAt.getTime() + claim.durationHours * HOUR_MS),
      });
      return row ? boosterView(row) : null;
    },

    /** The booster the player's rounds count with now; null when none runs. */
    async runningBooster(userId: string): Promise<TCoinBackBooster | null> {
      const row = await createCoinBackBoosterRepository(db).runningBooster(userId, clock.now());
      return row ? boosterView(row) : null;
    },

    async listPeriods(userId: string): Promise<TCoinBackPeriod[]> {
      const rows = await createCoinBackRepository(db).periodsOf(
        userId,
        new Date(clock.now().getTime() - PAID_SHOWN_MS),
        PERIODS_SHOWN,
      );
      return rows.map(view);
    },
  };
}

export type TCoinBackService = ReturnType<typeof createCoinBackService>;
