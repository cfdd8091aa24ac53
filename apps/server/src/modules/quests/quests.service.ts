import type { TDailyMissionType, TDomainEvents, TPlayerQuest } from '@casino/contracts';
import type { TDatabase, TTransaction } from '#src/db/client';
import { COUNTED_ROUNDS_KEEP_MS } from '#src/db/counted-rounds';
import type { TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import type {
  TEventTriggersService,
  TOpenedQuest,
} from '#src/modules/event-triggers/event-triggers.service';
import {
  NoActiveQuestError,
  QuestMilestoneNotClaimableError,
  QuestNotCompletedError,
} from '#src/modules/quests/quests.errors';
import {
  createQuestsRepository,
  type TMilestoneRow,
  type TUserQuestRow,
} from '#src/modules/quests/quests.repository';
import {
  advanceMilestones,
  isMilestoneClaimable,
  type TMilestoneState,
} from '#src/modules/quests/quest-rules';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** Job name (decision 190): pays a claim whose own payment did not finish. */
export const PAY_QUEST_REWARD_JOB = 'quests.pay-reward';
const PAY_SAFETY_DELAY_MS = 60_000;

export interface TPayQuestRewardJob {
  userId: string;
  userQuestId: number;
  /** `milestone:<id>` or `reward`: part of the ledger keys. */
  rewardKey: string;
  gcCoin: number;
  scCoin: number;
}

/** A copy the rules may move. */
function stateOf(row: TMilestoneRow): TMilestoneState {
  return { ...row };
}

function iso(at: Date | null): string | null {
  return at?.toISOString() ?? null;
}

/** The player's quest as the client reads it (engagement §3). */
function questView(quest: TUserQuestRow, milestones: readonly TMilestoneRow[]): TPlayerQuest {
  return {
    questKey: quest.questKey,
    ordered: quest.ordered,
    milestonesCompleted: milestones.filter((milestone) => milestone.completedAt !== null).length,
    completedAt: iso(quest.completedAt),
    completedAllMilestonesAt: iso(quest.completedAllMilestonesAt),
    expiredAt: quest.expiresAt.toISOString(),
    widgetImageUrl: quest.widgetImageUrl,
    hideTimer: quest.hideTimer,
    rewardPackage: {
      packageId: quest.rewardPackageId,
      gcCoin: quest.rewardGcMinor,
      scCoin: quest.rewardScMinor,
    },
    userQuest: {
      id: quest.id,
      userQuestMilestones: milestones.map((milestone) => ({
        id: milestone.id,
        completedAt: iso(milestone.completedAt),
        progress: milestone.progress,
        reachedAt: iso(milestone.reachedAt),
        questMilestone: {
          order: milestone.order,
          missionType: milestone.missionType as TDailyMissionType,
          goal: milestone.goal,
          coinType: milestone.coin,
          gameId: milestone.gameId,
          milestoneRewardPackage: {
            packageId: milestone.rewardPackageId,
            gcCoin: milestone.rewardGcMinor,
            scCoin: milestone.rewardScMinor,
          },
        },
      })),
    },
  };
}

/**
 * Quests (engagement §3/§4/§5/§7, decision 217): a quest event opening starts the player's
 * quest; settled rounds move its milestones by the daily missions' rules, once per round; a
 * reached milestone next in order is claimed once and paid through the ledger; once all are
 * claimed the final reward is paid once and the event closes as used. Every move is pushed to
 * the player's sockets as quest_update through the outbox.
 */
export function createQuestsService(deps: {
  db: TDatabase;
  clock: TClock;
  jobs: TJobs;
  wallet: Pick<TWalletService, 'transfer'>;
  eventTriggers: Pick<TEventTriggersService, 'useQuestEvent'>;
  /** Asks the outbox for a pass once a change that wrote quest.updated rows committed. */
  nudge: () => void;
}) {
  const { db, clock, jobs } = deps;

  /** Starts the quests of opened quest events, in the transaction that opened them. */
  async function start(tx: TTransaction, opened: readonly TOpenedQuest[]): Promise<void> {
    const repository = createQuestsRepository(tx);
    for (const item of opened) {
      const quest = await repository.insertQuest({
        userId: item.userId,
        userEventTriggerId: item.userEventTriggerId,
        questKey: item.questKey,
        ordered: item.quest.ordered,
        widgetImageUrl: item.widgetImageUrl,
        hideTimer: item.hideTimer,
        rewardPackageId: item.quest.rewardPackage.packageId,
        rewardGcMinor: item.quest.rewardPackage.gcCoin,
        rewardScMinor: item.quest.rewardPackage.scCoin,
        startedAt: item.startedAt,
        expiresAt: item.expiresAt,
      });
      await repository.insertMilestones(
        item.quest.milestones.map((milestone, index) => ({
          userQuestId: quest.id,
          order: index + 1,
          missionType: milestone.missionType,
          goal: milestone.goal,
          coin: milestone.coinType,
          gameId: milestone.gameId,
          rewardPackageId: milestone.milestoneRewardPackage.packageId,
          rewardGcMinor: milestone.milestoneRewardPackage.gcCoin,
          rewardScMinor: milestone.milestoneRewardPackage.scCoin,
        })),
      );
    }
  }

  async function viewsOf(quests: readonly TUserQuestRow[]): Promise<Map<number, TPlayerQuest>> {
    const milestones = await createQuestsRepository(db).milestonesOf(quests.map((row) => row.id));
    return new Map(
      quests.map((quest) => [
        quest.id,
        questView(
          quest,
          milestones.filter((milestone) => milestone.userQuestId === quest.id),
        ),
      ]),
    );
  }

  /** The active quests of these events, by event (a quest event carries its quest). */
  async function views(
    userId: string,
    userEventTriggerIds: readonly number[],
  ): Promise<Map<number, TPlayerQuest>> {
    const quests = await createQuestsRepository(db).runningQuestsOfEvents(
      userId,
      userEventTriggerIds,
      clock.now(),
    );
    const byQuest = await viewsOf(quests);
    return new Map(
      quests.flatMap((quest) => {
        const view = byQuest.get(quest.id);
        return view ? [[quest.userEventTriggerId, view] as const] : [];
      }),
    );
  }

  /**
   * Counts a batch of settled rounds (the outbox consumer): each round once per round id, for
   * the quest its player was running when it settled (the oldest, if two). Rounds of players
   * with no running quest leave no trace. Each quest moved gets one quest.updated row.
   */
  async function countRounds(
    rounds: readonly TDomainEvents['round.settled'][],
    tx: TTransaction,
  ): Promise<void> {
    if (rounds.length === 0) return;
    const repository = createQuestsRepository(tx);
    const since = new Date(Math.min(...rounds.map((round) => Date.parse(round.settledAt))));
    const quests = await repository.lockQuestsOfPlayers(
      [...new Set(rounds.map((round) => round.userId))],
      since,
    );
    if (quests.length === 0) return;
    const players = new Set(quests.map((quest) => quest.userId));
    const withQuest = rounds.filter((round) => players.has(round.userId));
    const fresh = await repository.insertCountedRounds(
      withQuest.map(({ roundId, userId }) => ({ roundId, userId })),
    );
    const toCount = withQuest.filter((round) => fresh.delete(round.roundId));
    if (toCount.length === 0) return;
    const states = new Map<number, TMilestoneState[]>();
    for (const row of await repository.milestonesOf(quests.map((quest) => quest.id))) {
      states.set(row.userQuestId, [...(states.get(row.userQuestId) ?? []), stateOf(row)]);
    }
    const changed = new Map<number, TMilestoneState>();
    const moved = new Map<number, { quest: TUserQuestRow; roundId: string }>();
    for (const round of toCount) {
      const settledAt = Date.parse(round.settledAt);
      const quest = quests.find(
        (candidate) =>
          candidate.userId === round.userId &&
          candidate.startedAt.getTime() <= settledAt &&
          settledAt < candidate.expiresAt.getTime(),
      );
      if (!quest) continue;
      const advanced = advanceMilestones(quest.ordered, states.get(quest.id) ?? [], round);
      for (const milestone of advanced) changed.set(milestone.id, milestone);
      if (advanced.length > 0) moved.set(quest.id, { quest, roundId: round.roundId });
    }
    await repository.saveProgress([...changed.values()]);
    for (const { quest, roundId } of moved.values()) {
      await repository.pushUpdate(
        {
          userId: quest.userId,
          userQuestId: quest.id,
          questKey: quest.questKey,
          reason: 'progress',
        },
        `${quest.id}:progress:${roundId}`,
      );
    }
    if (moved.size > 0) deps.nudge();
  }

  /** Pays a claim: one ledger transfer per coin under its natural key; a repeat moves nothing. */
  async function payReward(job: TPayQuestRewardJob): Promise<void> {
    for (const [coin, amountMinor] of [
      ['GC', job.gcCoin],
      ['SC', job.scCoin],
    ] as const) {
      if (amountMinor <= 0) continue;
      await deps.wallet.transfer({
        idempotencyKey: `quest:${job.userQuestId}:${job.rewardKey}:${coin}`,
        code: 'event_gift',
        userId: job.userId,
        coin,
        amountMinor,
        metadata: { userQuestId: job.userQuestId, reward: job.rewardKey },
      });
    }
  }

  /**
   * Marks the claim, writes its push and schedules its payment in one transaction that holds
   * the player's active quest locked (a concurrent claim waits, then finds it marked), then
   * pays at once; the job pays after a crash in between and is removed once paid.
   */
  async function claimWith(
    userId: string,
    mark: (
      tx: TTransaction,
      quest: TUserQuestRow,
      at: Date,
    ) => Promise<Omit<TPayQuestRewardJob, 'userId' | 'userQuestId'>>,
  ): Promise<{ gcCoin: number; scCoin: number }> {
    const job = await db.transaction(async (tx) => {
      const repository = createQuestsRepository(tx);
      const at = clock.now();
      const quest = await repository.lockActiveQuest(userId, at);
      if (!quest) throw new NoActiveQuestError();
      const payload: TPayQuestRewardJob = {
        userId,
        userQuestId: quest.id,
        ...(await mark(tx, quest, at)),
      };
      await jobs.schedule(tx, {
        name: PAY_QUEST_REWARD_JOB,
        key: `${quest.id}:${payload.rewardKey}`,
        runAt: new Date(at.getTime() + PAY_SAFETY_DELAY_MS),
        payload: { ...payload },
      });
      return payload;
    });
    deps.nudge();
    await payReward(job);
    await jobs.cancel(db, PAY_QUEST_REWARD_JOB, `${job.userQuestId}:${job.rewardKey}`);
    return { gcCoin: job.gcCoin, scCoin: job.scCoin };
  }

  return {
    start,
    views,
    countRounds,
    payReward,

    /** The retention sweep: forgets rounds counted more than a week ago (decision 245). */
    pruneCountedRounds(): Promise<number> {
      return createQuestsRepository(db).pruneCountedRounds(
        new Date(clock.now().getTime() - COUNTED_ROUNDS_KEEP_MS),
      );
    },

    /** GET quest/player: the player's active quest, or null. */
    async getActiveQuest(userId: string): Promise<TPlayerQuest | null> {
      const quest = await createQuestsRepository(db).activeQuest(userId, clock.now());
      if (!quest) return null;
      return (await viewsOf([quest])).get(quest.id) ?? null;
    },

    /** Raises NoActiveQuestError (404), QuestMilestoneNotClaimableError (409). */
    async claimMilestone(userId: string, milestoneId: number) {
      return claimWith(userId, async (tx, quest, at) => {
        const repository = createQuestsRepository(tx);
        const milestones = (await repository.milestonesOf([quest.id])).map(stateOf);
        const milestone = milestones.find((candidate) => candidate.id === milestoneId);
        if (!milestone || !isMilestoneClaimable(quest.ordered, milestones, milestone)) {
          throw new QuestMilestoneNotClaimableError(milestoneId);
        }
        const marked = await repository.markMilestoneCompleted(milestoneId, at);
        if (!marked) throw new QuestMilestoneNotClaimableError(milestoneId);
        if (milestones.every((other) => other.id === milestoneId || other.completedAt !== null)) {
          await repository.markAllMilestonesCompleted(quest.id, at);
        }
        await repository.pushUpdate(
          { userId, userQuestId: quest.id, questKey: quest.questKey, reason: 'milestone_claimed' },
          `${quest.id}:milestone:${milestoneId}`,
        );
        return {
          rewardKey: `milestone:${milestoneId}`,
          gcCoin: marked.rewardGcMinor,
          scCoin: marked.rewardScMinor,
        };
      });
    },

    /**
     * Pays the final reward of a quest whose milestones were all claimed, and closes its event
     * as used. Raises NoActiveQuestError (404), QuestNotCompletedError (409).
     */
    async finish(userId: string) {
      return claimWith(userId, async (tx, quest, at) => {
        const repository = createQuestsRepository(tx);
        const marked = await repository.markQuestCompleted(quest.id, at);
        if (!marked) throw new QuestNotCompletedError(quest.questKey);
        const milestones = await repository.milestonesOf([quest.id]);
        const sum = (pick: (row: TMilestoneRow) => number) =>
          milestones.reduce((total, row) => total + pick(row), 0);
        await deps.eventTriggers.useQuestEvent(tx, userId, quest.userEventTriggerId, {
          gcCoin: quest.rewardGcMinor + sum((row) => row.rewardGcMinor),
          scCoin: quest.rewardScMinor + sum((row) => row.rewardScMinor),
        });
        await repository.pushUpdate(
          { userId, userQuestId: quest.id, questKey: quest.questKey, reason: 'finished' },
          `${quest.id}:finished`,
        );
        return { rewardKey: 'reward', gcCoin: quest.rewardGcMinor, scCoin: quest.rewardScMinor };
      });
    },
  };
}
export type TQuestsService = ReturnType<typeof createQuestsService>;
