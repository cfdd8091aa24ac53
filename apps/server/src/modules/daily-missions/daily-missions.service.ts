import {
  type TAdminDailyMissionPlan,
  type TDailyMission,
  type TDailyMissionPackage,
  type TDailyMissionPlan,
  type TDailyMissionsState,
  type TDailyMissionType,
  type TDomainEvents,
  type TGame,
} from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type { TDatabase, TExecutor, TTransaction } from '#src/db/client';
import { COUNTED_ROUNDS_KEEP_MS } from '#src/db/counted-rounds';
import type { TJobs } from '#src/db/jobs';
import type { TClock } from '#src/lib/clock';
import { badRequest, notFound } from '#src/lib/errors';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type { TCatalogueService } from '#src/modules/catalogue/catalogue.service';
import { DailyMissionRewardNotClaimableError } from '#src/modules/daily-missions/daily-missions.errors';
import { advanceProgress } from '#src/modules/daily-missions/daily-missions.progress';
import {
  createDailyMissionsRepository,
  type TDayRow,
  type TMissionRow,
  type TStoredPrize,
} from '#src/modules/daily-missions/daily-missions.repository';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Job names (decision 190). */
export const OPEN_DAY_JOB = 'daily-missions.open-day';
export const PAY_REWARD_JOB = 'daily-missions.pay-reward';
/** How long after a claim the payment job runs if the claim's own payment did not finish. */
const PAY_SAFETY_DELAY_MS = 60_000;

/** The mission day of an instant: its UTC date 'YYYY-MM-DD' (decision 191). */
export function missionDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function startOfNextDay(instant: Date): Date {
  return new Date(instant.getTime() - (instant.getTime() % DAY_MS) + DAY_MS);
}

export interface TPayRewardJob {
  userId: string;
  /** `mission:<missionId>` or `grand-prize:<id>`: part of the ledger keys. */
  rewardKey: string;
  gcCoin: number;
  scCoin: number;
  day: string;
}

function packageOf(gcCoin: number, scCoin: number): TDailyMissionPackage {
  return { gcCoin, scCoin, bundleItems: [] };
}

/**
 * Daily missions (engagement §3/§4, decisions 191-193): each UTC day opens once from the
 * operator's plan (a scheduled job, or the first reader of the day); settled rounds advance the
 * active mission of their coin; completed missions and grand prizes are claimed once and paid
 * through the ledger.
 */
export function createDailyMissionsService(deps: {
  db: TDatabase;
  clock: TClock;
  jobs: TJobs;
  wallet: Pick<TWalletService, 'transfer'>;
  audit: Pick<TAuditService, 'record'>;
  catalogue: Pick<TCatalogueService, 'getGamesByIds'>;
}) {
  const { db, clock, jobs } = deps;
  /**
   * Opened days never change (a plan applies to days opened after it): the round counter keeps
   * the days it found already committed, so a round costs no reads of them.
   */
  const openedDays = new Map<string, { row: TDayRow | null; missions: TMissionRow[] }>();

  async function dayWithMissions(tx: TTransaction, day: string) {
    const cached = openedDays.get(day);
    if (cached) return cached;
    const repository = createDailyMissionsRepository(tx);
    const committed = await repository.findDay(day);
    if (!committed) await openDay(tx, day);
    const entry = {
      row: committed ?? (await repository.findDay(day)),
      missions: await repository.missionsOfDay(day),
    };
    if (committed) {
      if (openedDays.size >= 3) openedDays.clear();
      openedDays.set(day, entry);
    }
    return entry;
  }

  /** Opens a mission day from the current plan, once; the reset job and late readers call it. */
  async function openDay(tx: TExecutor, day: string): Promise<void> {
    const repository = createDailyMissionsRepository(tx);
    if (await repository.findDay(day)) return;
    const current = await repository.latestPlan();
    const plan = current?.plan;
    const isOpened = await repository.insertDay({
      day,
      planId: current?.id ?? null,
      gcGrandPrize: plan?.gcGrandPrize ?? null,
      scGrandPrize: plan?.scGrandPrize ?? null,
    });
    if (!isOpened || !plan) return;
    await repository.insertMissions(
      plan.missions.map((mission) => ({
        day,
        coin: mission.coinType,
        order: mission.order,
        missionType: mission.missionType,
        goal: mission.goal,
        gameId: mission.gameId,
        rewardGcMinor: mission.reward.gcCoin,
        rewardScMinor: mission.reward.scCoin,
      })),
    );
  }

  /** The day's reset job: opens the day and schedules the next one at the next UTC midnight. */
  async function runOpenDayJob(payload: { day: string }, tx: TTransaction): Promise<void> {
    await openDay(tx, payload.day);
    const next = startOfNextDay(new Date(`${payload.day}T00:00:00.000Z`));
    await jobs.schedule(tx, {
      name: OPEN_DAY_JOB,
      key: missionDay(next),
      runAt: next,
      payload: { day: missionDay(next) },
    });
  }

  /** At start: today's and tomorrow's openings are scheduled (a repeat keeps the stored job). */
  async function scheduleOpenings(): Promise<void> {
    const now = clock.now();
    const tomorrow = startOfNextDay(now);
    for (const [day, runAt] of [
      [missionDay(now), now],
      [missionDay(tomorrow), tomorrow],
    ] as const) {
      await jobs.schedule(db, { name: OPEN_DAY_JOB, key: day, runAt, payload: { day } });
    }
  }

  async function ensureToday(now: Date): Promise<string> {
    const day = missionDay(now);
    if (!(await createDailyMissionsRepository(db).findDay(day))) {
      await db.transaction((tx) => openDay(tx, day));
    }
    return day;
  }

  /**
   * Counts a batch of settled rounds (the outbox consumer, decisions 191 and 186): each round
   * once per round id, on the active mission of its coin on its mission day, in the order the
   * rounds were written. A batch costs a handful of statements however many rounds it holds:
   * the players' locks, the counted rounds, their progress, the changed progress, the prizes.
   */
  async function countRounds(
    rounds: readonly TDomainEvents['round.settled'][],
    tx: TTransaction,
  ): Promise<void> {
    if (rounds.length === 0) return;
    const repository = createDailyMissionsRepository(tx);
    await repository.lockPlayers(rounds.map((round) => round.userId));
    const fresh = await repository.insertCountedRounds(
      rounds.map(({ roundId, userId }) => ({ roundId, userId })),
    );
    const toCount = rounds.filter((round) => fresh.delete(round.roundId));
    if (toCount.length === 0) return;
    const days = new Map<string, Awaited<ReturnType<typeof dayWithMissions>>>();
    for (const day of new Set(toCount.map((round) => missionDay(new Date(round.settledAt))))) {
      days.set(day, await dayWithMissions(tx, day));
    }
    const keyOf = (userId: string, missionId: number) => `${userId}:${missionId}`;
    type TSaved = { userId: string; missionId: number; progress: number; completedAt: Date | null };
    const progress = new Map<string, TSaved>(
      (
        await repository.progressOfPlayers(
          [...new Set(toCount.map((round) => round.userId))],
          [...days.values()].flatMap((opened) => opened.missions.map((mission) => mission.id)),
        )
      ).map((row) => [keyOf(row.userId, row.missionId), row]),
    );
    const changed = new Map<string, TSaved>();
    const prizes: Parameters<typeof repository.insertGrandPrizes>[0][number][] = [];
    for (const round of toCount) {
      const day = missionDay(new Date(round.settledAt));
      const opened = days.get(day);
      const missions = opened?.missions.filter((mission) => mission.coin === round.coin) ?? [];
      const active = missions.find(
        (mission) => !progress.get(keyOf(round.userId, mission.id))?.completedAt,
      );
      if (!opened || !active) continue;
      const key = keyOf(round.userId, active.id);
      const before = progress.get(key)?.progress ?? 0;
      const next = advanceProgress(
        {
          missionType: active.missionType as TDailyMissionType,
          goal: active.goal,
          gameId: active.gameId,
        },
        before,
        round,
      );
      if (next === null || next === before) continue;
      const isCompleted = next >= active.goal;
      const settledAt = new Date(round.settledAt);
      const saved: TSaved = {
        userId: round.userId,
        missionId: active.id,
        progress: next,
        completedAt: isCompleted ? settledAt : null,
      };
      progress.set(key, saved);
      changed.set(key, saved);
      if (!isCompleted || active !== missions.at(-1)) continue;
      const prize = (round.coin === 'GC' ? opened.row?.gcGrandPrize : opened.row?.scGrandPrize) as
        TStoredPrize | null | undefined;
      if (!prize) continue;
      prizes.push({
        userId: round.userId,
        day,
        coin: round.coin,
        gcAmountMinor: prize.gcCoin,
        scAmountMinor: prize.scCoin,
        earnedAt: settledAt,
      });
    }
    await repository.saveProgress([...changed.values()]);
    await repository.insertGrandPrizes(prizes);
  }

  /** Pays a claimed reward: one ledger transfer per coin under its natural key; a repeat moves nothing. */
  async function payReward(job: TPayRewardJob): Promise<void> {
    for (const [coin, amountMinor] of [
      ['GC', job.gcCoin],
      ['SC', job.scCoin],
    ] as const) {
      if (amountMinor <= 0) continue;
      await deps.wallet.transfer({
        idempotencyKey: `daily-mission:${job.userId}:${job.rewardKey}:${coin}`,
        code: 'daily_mission',
        userId: job.userId,
        coin,
        amountMinor,
        metadata: { reward: job.rewardKey, day: job.day },
      });
    }
  }

  /**
   * The claim marks the reward and schedules its payment in one transaction (the loser of a
   * race finds it marked: 409), then pays at once; the job pays after a crash in between and
   * is removed once the payment is done.
   */
  async function claimWith(
    mark: (tx: TTransaction) => Promise<TPayRewardJob>,
  ): Promise<TDailyMissionPackage> {
    const job = await db.transaction(async (tx) => {
      const marked = await mark(tx);
      await jobs.schedule(tx, {
        name: PAY_REWARD_JOB,
        key: `${marked.userId}:${marked.rewardKey}`,
        runAt: new Date(clock.now().getTime() + PAY_SAFETY_DELAY_MS),
        payload: { ...marked },
      });
      return marked;
    });
    await payReward(job);
    await jobs.cancel(db, PAY_REWARD_JOB, `${job.userId}:${job.rewardKey}`);
    return packageOf(job.gcCoin, job.scCoin);
  }

  /** The missions' games from the catalogue: each one's tile image and its labels. */
  async function gamesOf(missions: TMissionRow[]): Promise<Map<number, TGame>> {
    const ids = [...new Set(missions.flatMap((mission) => mission.gameId ?? []))];
    if (ids.length === 0) return new Map();
    const games = await deps.catalogue.getGamesByIds(ids);
    return new Map(games.map((game) => [game.masterCasinoGameId, game]));
  }

  return {
    openDay,
    runOpenDayJob,
    scheduleOpenings,
    countRounds,
    payReward,

    /** The retention sweep: forgets rounds counted more than a week ago (decision 245). */
    pruneCountedRounds(): Promise<number> {
      return createDailyMissionsRepository(db).pruneCountedRounds(
        new Date(clock.now().getTime() - COUNTED_ROUNDS_KEEP_MS),
      );
    },

    async getState(userId: string): Promise<TDailyMissionsState> {
      const now = clock.now();
      const day = await ensureToday(now);
      const repository = createDailyMissionsRepository(db);
      const missions = await repository.missionsOfDay(day);
      const unclaimed = await repository.unclaimedMissions(userId);
      const progressById = new Map(
        (
          await repository.progressOfPlayers(
            [userId],
            missions.map((mission) => mission.id),
          )
        ).map((row) => [row.missionId, row]),
      );
      const games = await gamesOf([...missions, ...unclaimed.map((row) => row.mission)]);
      const timeLeft = Math.ceil((startOfNextDay(now).getTime() - now.getTime()) / 1000);
      const view = (mission: TMissionRow, status: TDailyMission['status']): TDailyMission => ({
        id: mission.id,
        order: mission.order,
        status,
        missionType: mission.missionType as TDailyMissionType,
        goal: mission.goal,
        progress: progressById.get(mission.id)?.progress ?? 0,
        coinType: mission.coin,
        gameId: mission.gameId,
        gameImageUrl:
          mission.gameId === null
            ? null
            : (games.get(mission.gameId)?.thumbnails.thumbnailUrl ?? null),
        timeLeft,
        packageData: packageOf(mission.rewardGcMinor, mission.rewardScMinor),
      });
      const missionsOf = (coin: TCoinType) => {
        let hasActive = false;
        return missions
          .filter((mission) => mission.coin === coin)
          .map((mission) => {
            const progress = progressById.get(mission.id);
            if (progress?.completedAt) return view(mission, 'COMPLETED');
            const status = hasActive ? 'UPCOMING' : 'ACTIVE';
            hasActive = true;
            return view(mission, status);
          })
          .reverse();
      };
      const rewardsOf = (coin: TCoinType) =>
        unclaimed
          .filter((row) => row.mission.coin === coin)
          .map((row) => ({ ...view(row.mission, 'COMPLETED'), progress: row.progress.progress }));
      const dayRow = await repository.findDay(day);
      const grandPrizeOf = (stored: unknown) => {
        const prize = stored as TStoredPrize | null | undefined;
        return prize ? { packageData: packageOf(prize.gcCoin, prize.scCoin) } : null;
      };
      const grandPrizeRewards = await repository.unclaimedGrandPrizes(userId);
      const grandPrizeRewardsOf = (coin: TCoinType) =>
        grandPrizeRewards
          .filter((row) => row.coin === coin)
          .map((row) => ({
            id: row.id,
            coinType: row.coin,
            day: row.day,
            packageData: packageOf(row.gcAmountMinor, row.scAmountMinor),
          }));
      return {
        gcMissions: missionsOf('GC'),
        scMissions: missionsOf('SC'),
        gcRewards: rewardsOf('GC'),
        scRewards: rewardsOf('SC'),
        gcGrandPrize: grandPrizeOf(dayRow?.gcGrandPrize),
        scGrandPrize: grandPrizeOf(dayRow?.scGrandPrize),
        gcGrandPrizesRewards: grandPrizeRewardsOf('GC'),
        scGrandPrizesRewards: grandPrizeRewardsOf('SC'),
        gameLabel: Object.fromEntries(
          [...games.values()]
            .filter((game) => game.gameLabels.length > 0)
            .map((game) => [String(game.masterCasinoGameId), game.gameLabels]),
        ),
      };
    },

    /** Raises: NotFoundError (404), DailyMissionRewardNotClaimableError (409). */
    async claimMission(userId: string, missionId: number): Promise<TDailyMissionPackage> {
      return claimWith(async (tx) => {
        const repository = createDailyMissionsRepository(tx);
        const mission = await repository.findMission(missionId);
        if (!mission) throw notFound(`No daily mission ${missionId}`);
        const marked = await repository.markMissionClaimed(userId, missionId, clock.now());
        if (!marked) throw new DailyMissionRewardNotClaimableError('mission', missionId);
        return {
          userId,
          rewardKey: `mission:${mission.id}`,
          gcCoin: mission.rewardGcMinor,
          scCoin: mission.rewardScMinor,
          day: mission.day,
        };
      });
    },

    /** Raises: NotFoundError (404), DailyMissionRewardNotClaimableError (409). */
    async claimGrandPrize(userId: string, id: number): Promise<TDailyMissionPackage> {
      return claimWith(async (tx) => {
        const repository = createDailyMissionsRepository(tx);
        if (!(await repository.findGrandPrize(userId, id))) {
          throw notFound(`No grand prize ${id}`);
        }
        const marked = await repository.markGrandPrizeClaimed(userId, id, clock.now());
        if (!marked) throw new DailyMissionRewardNotClaimableError('grandPrize', id);
        return {
          userId,
          rewardKey: `grand-prize:${marked.id}`,
          gcCoin: marked.gcAmountMinor,
          scCoin: marked.scAmountMinor,
          day: marked.day,
        };
      });
    },

    async getPlan(): Promise<TAdminDailyMissionPlan> {
      const current = await createDailyMissionsRepository(db).latestPlan();
      const now = clock.now();
      return {
        plan: current?.plan ?? { missions: [], gcGrandPrize: null, scGrandPrize: null },
        effectiveFrom: missionDay(current ? startOfNextDay(current.createdAt) : now),
        updatedAt: (current?.createdAt ?? now).toISOString(),
      };
    },

    /**
     * Stores a new plan for the days opened from now on; audited with the plan it replaced.
     * Raises: BadRequestError (400) for a game that does not exist.
     */
    async replacePlan(
      plan: TDailyMissionPlan,
      actor: TAuditActor,
    ): Promise<TAdminDailyMissionPlan> {
      const gameIds = [...new Set(plan.missions.flatMap((mission) => mission.gameId ?? []))];
      const found = new Set(
        (await deps.catalogue.getGamesByIds(gameIds)).map((game) => game.masterCasinoGameId),
      );
      const missing = gameIds.filter((id) => !found.has(id));
      if (missing.length > 0) throw badRequest('Unknown game ids', { gameIds: missing });
      const stored = await db.transaction(async (tx) => {
        const repository = createDailyMissionsRepository(tx);
        const before = await repository.latestPlan();
        const row = await repository.insertPlan(plan, actor.id);
        await deps.audit.record(tx, {
          actor,
          action: 'daily_missions.plan_replace',
          target: { type: 'daily_mission_plan', id: String(row.id) },
          before: before?.plan ?? null,
          after: plan,
        });
        return row;
      });
      return {
        plan,
        effectiveFrom: missionDay(startOfNextDay(stored.createdAt)),
        updatedAt: stored.createdAt.toISOString(),
      };
    },
  };
}
export type TDailyMissionsService = ReturnType<typeof createDailyMissionsService>;
