import { COUNTED_ROUNDS_SWEEP_EVERY_MS } from '#src/db/counted-rounds';
import { defineModule } from '#src/lib/module';
import { registerPeriodicSweep } from '#src/lib/periodic-sweep';
import { questsRoutes } from '#src/modules/quests/quests.routes';
import {
  createQuestsService,
  PAY_QUEST_REWARD_JOB,
  type TPayQuestRewardJob,
  type TQuestsService,
} from '#src/modules/quests/quests.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    quests: TQuestsService;
  }
}

/** The durable consumers' names in outbox_subscriptions (decision 150). */
export const QUESTS_PROGRESS_CONSUMER = 'quests.progress';
export const QUEST_UPDATE_PUSH_CONSUMER = 'quests.update-push';

/**
 * Quests (engagement §3/§4/§7, decision 217): the quest benefit's player side. It attaches to
 * the event triggers (a quest event starts the quest, and carries it), counts settled rounds
 * from the outbox, pays claims through the ledger, and pushes each move as quest_update.
 */
export const questsModule = defineModule({
  name: 'quests',
  needs: ['wallet', 'eventTriggers'],
  async register(app, { db, clock, jobs, events, outbox }, { wallet, eventTriggers }) {
    const quests = createQuestsService({
      db,
      clock,
      jobs,
      wallet,
      eventTriggers,
      nudge: outbox.nudge,
    });
    eventTriggers.attachQuests({ start: quests.start, views: quests.views });
    questsRoutes(app, quests);
    outbox.consumeBatch(QUESTS_PROGRESS_CONSUMER, 'round.settled', (rounds, tx) =>
      quests.countRounds(
        rounds.map((round) => round.payload),
        tx,
      ),
    );
    // Raised after the commit that wrote it: the socket pushes it to the player's room.
    outbox.consume(QUEST_UPDATE_PUSH_CONSUMER, 'quest.updated', async (event) => {
      events.emit('quest.updated', event);
    });
    // The payment moves money through the ledger's own transactions (decision 190).
    jobs.handleOwnTransactions<TPayQuestRewardJob>(PAY_QUEST_REWARD_JOB, (payload) =>
      quests.payReward(payload),
    );
    registerPeriodicSweep(app, {
      name: 'quest counted rounds sweep',
      everyMs: COUNTED_ROUNDS_SWEEP_EVERY_MS,
      sweep: () => quests.pruneCountedRounds(),
    });
    return { quests };
  },
});
