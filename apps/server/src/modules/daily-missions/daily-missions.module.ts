import { COUNTED_ROUNDS_SWEEP_EVERY_MS } from '#src/db/counted-rounds';
import { defineModule } from '#src/lib/module';
import { registerPeriodicSweep } from '#src/lib/periodic-sweep';
import { dailyMissionsRoutes } from '#src/modules/daily-missions/daily-missions.routes';
import {
  createDailyMissionsService,
  OPEN_DAY_JOB,
  PAY_REWARD_JOB,
  type TDailyMissionsService,
  type TPayRewardJob,
} from '#src/modules/daily-missions/daily-missions.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    dailyMissions: TDailyMissionsService;
  }
}

/** The durable consumer's name in outbox_subscriptions (decision 150). */
export const DAILY_MISSIONS_CONSUMER = 'daily-missions.progress';

/**
 * Daily missions (engagement §3/§4/§7; decisions 190-193): settled rounds advance missions from
 * the outbox, each mission day opens from a scheduled job, rewards are ledger transfers.
 */
export const dailyMissionsModule = defineModule({
  name: 'daily-missions',
  needs: ['wallet', 'audit', 'catalogue'],
  async register(app, { db, clock, outbox, jobs }, { wallet, audit, catalogue }) {
    const dailyMissions = createDailyMissionsService({
      db,
      clock,
      jobs,
      wallet,
      audit,
      catalogue,
    });
    dailyMissionsRoutes(app, dailyMissions);
    outbox.consumeBatch(DAILY_MISSIONS_CONSUMER, 'round.settled', (rounds, tx) =>
      dailyMissions.countRounds(
        rounds.map((round) => round.payload),
        tx,
      ),
    );
    jobs.handle<{ day: string }>(OPEN_DAY_JOB, (payload, { tx }) =>
      dailyMissions.runOpenDayJob(payload, tx),
    );
    // The payment moves money through the ledger's own transactions (decision 192).
    jobs.handleOwnTransactions<TPayRewardJob>(PAY_REWARD_JOB, (payload) =>
      dailyMissions.payReward(payload),
    );
    app.addHook('onReady', dailyMissions.scheduleOpenings);
    registerPeriodicSweep(app, {
      name: 'daily mission counted rounds sweep',
      everyMs: COUNTED_ROUNDS_SWEEP_EVERY_MS,
      sweep: () => dailyMissions.pruneCountedRounds(),
    });
    return { dailyMissions };
  },
});
