import { randomUUID } from 'node:crypto';
import type {
  TDailyMissionPlan,
  TDailyMissionPlanItem,
  TDailyMissionType,
  TDomainEvents,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { executeRows } from '#src/db/client';
import { COUNTED_ROUNDS_KEEP_MS } from '#src/db/counted-rounds';
import { insertOddPlayers, writeRounds, oddLostRounds } from '#src/db/json-rows.test-support';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import { DAILY_MISSIONS_CONSUMER } from '#src/modules/daily-missions/daily-missions.module';
import {
  missionDay,
  OPEN_DAY_JOB,
  PAY_REWARD_JOB,
} from '#src/modules/daily-missions/daily-missions.service';
import { fund, gameIdFor } from '#src/modules/rgs/rgs.test-support';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/**
 * Daily missions from real settled rounds (engagement §3/§4/§7, decisions 190-193). A round's
 * mission day is the day it settled (database time), so each scenario gets its own app and
 * database whose plan is stored before the day opens. Outbox deliveries and jobs run only when
 * a test runs them.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const ROUNDS = 24;

/**
 * A scenario takes seconds: one that would straddle midnight UTC, and so count its rounds into
 * two mission days, starts on the new day instead (the describe's timeout covers the wait).
 */
async function awayFromMidnight() {
  const untilMidnight = DAY_MS - (Date.now() % DAY_MS);
  if (untilMidnight < 45_000) {
    await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
  }
}

describe('daily missions', { timeout: 120_000 }, () => {
  let testApp: TTestApp;
  let gameId: number;
  const settled = new Map<string, TDomainEvents['round.settled']>();

  /** A new app whose mission day opens from this plan. */
  async function startDayWith(plan: TDailyMissionPlan) {
    await awayFromMidnight();
    testApp = await createTestApp({ env: { OUTBOX_POLL_MS: '0', JOBS_POLL_MS: '0' } });
    onTestFinished(() => testApp.close());
    gameId = await gameIdFor(testApp, 'classic-3reel');
    testApp.app.events.on('round.settled', (event) => {
      settled.set(event.roundId, event);
    });
    await missions().replacePlan(plan, SYSTEM_ACTOR);
  }

  const missions = () => testApp.app.modules.dailyMissions;

  async function drain() {
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
  }

  function mission(
    missionType: TDailyMissionType,
    goal: number,
    overrides: Partial<TDailyMissionPlanItem> = {},
  ): TDailyMissionPlanItem {
    return {
      coinType: 'GC',
      order: 1,
      missionType,
      goal,
      gameId: null,
      reward: { gcCoin: 1_000_00, scCoin: 0 },
      ...overrides,
    };
  }

  async function newPlayer(): Promise<TSignedInPlayer> {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 10_000_000_00);
    await fund(testApp, player.userId, 'SC', 1_000_00);
    return player;
  }

  /** Plays settled rounds and answers their round.settled events, in order. */
  async function play(userId: string, count: number, coin: 'GC' | 'SC' = 'GC') {
    const events: TDomainEvents['round.settled'][] = [];
    for (let index = 0; index < count; index += 1) {
      const { data } = await testApp.app.modules.rgs.play(userId, {
        gameId,
        coin,
        betLevel: 0,
        idempotencyKey: randomUUID(),
      });
      const event = settled.get(data.roundId);
      if (!event) throw new Error(`round ${data.roundId} raised no round.settled`);
      events.push(event);
    }
    await drain();
    return events;
  }

  async function progressOf(userId: string, coin: 'GC' | 'SC' = 'GC') {
    const state = await missions().getState(userId);
    const active = (coin === 'GC' ? state.gcMissions : state.scMissions).find(
      (item) => item.status === 'ACTIVE',
    );
    if (!active) throw new Error('no active mission');
    return active;
  }

  /** What each type should count, written from the rounds independently of the service. */
  const EXPECTED: Record<TDailyMissionType, (events: TDomainEvents['round.settled'][]) => number> =
    {
      SPIN_X_TIMES: (events) => events.length,
      BET_SUM_OF: (events) => events.reduce((sum, event) => sum + event.betMinor, 0),
      WIN_SUM_OF: (events) => events.reduce((sum, event) => sum + event.winMinor, 0),
      WIN_FREE_SPINS: (events) => events.filter((event) => event.freeSpinsWon > 0).length,
      WIN_A_BIG_WIN: (events) => events.filter((event) => event.isBigWin).length,
      WIN_A_JACKPOT: (events) => events.filter((event) => event.isJackpot).length,
      WIN_X_TIMES_IN_A_ROW: (events) => {
        const lastLoss = events.findLastIndex((event) => event.winMinor === 0);
        return events.length - 1 - lastLoss;
      },
      WIN_X_TIMES: (events) => events.filter((event) => event.winMinor > 0).length,
      WIN_X_IN_ONE_SPIN: (events) => Math.max(0, ...events.map((event) => event.winMinor)),
    };

  it.each(Object.keys(EXPECTED) as TDailyMissionType[])(
    'counts %s from settled rounds of its coin only',
    async (missionType) => {
      await startDayWith({
        missions: [
          mission(missionType, 2_000_000_000),
          mission(missionType, 2_000_000_000, { coinType: 'SC' }),
        ],
        gcGrandPrize: null,
        scGrandPrize: null,
      });
      const player = await newPlayer();
      const events = await play(player.userId, ROUNDS);

      const gc = await progressOf(player.userId);
      expect(gc).toMatchObject({ missionType, status: 'ACTIVE', coinType: 'GC' });
      expect(gc.progress).toBe(EXPECTED[missionType](events));
      expect((await progressOf(player.userId, 'SC')).progress).toBe(0);
    },
  );

  it('counts a mission only on its game', async () => {
    await startDayWith({ missions: [], gcGrandPrize: null, scGrandPrize: null });
    const otherGameId = await gameIdFor(testApp, 'video-5x3');
    await missions().replacePlan(
      {
        missions: [mission('SPIN_X_TIMES', 100, { gameId: otherGameId })],
        gcGrandPrize: null,
        scGrandPrize: null,
      },
      SYSTEM_ACTOR,
    );
    const player = await newPlayer();
    await play(player.userId, 3);
    expect((await progressOf(player.userId)).progress).toBe(0);
  });

  it("answers the catalogue's labels of the missions' games as gameLabel", async () => {
    await startDayWith({ missions: [], gcGrandPrize: null, scGrandPrize: null });
    const [labelled] = await executeRows<{ game_id: number }>(
      testApp.database.db,
      sql`SELECT game_id FROM game_label_links ORDER BY game_id LIMIT 1`,
    );
    const labelledGameId = Number(labelled!.game_id);
    await missions().replacePlan(
      {
        missions: [
          mission('SPIN_X_TIMES', 100, { gameId: labelledGameId }),
          mission('SPIN_X_TIMES', 100, { coinType: 'SC' }),
        ],
        gcGrandPrize: null,
        scGrandPrize: null,
      },
      SYSTEM_ACTOR,
    );
    const player = await newPlayer();
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/daily-missions',
      headers: { cookie: player.cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [game] = await testApp.app.modules.catalogue.getGamesByIds([labelledGameId]);
    expect(game!.gameLabels.length).toBeGreaterThan(0);
    // The mission on any game adds nothing; the labelled game's labels are the catalogue's.
    expect(answer.json().data.gameLabel).toEqual({ [String(labelledGameId)]: game!.gameLabels });
  });

  it('counts a round delivered twice once', async () => {
    await startDayWith({
      missions: [mission('SPIN_X_TIMES', 100), mission('BET_SUM_OF', 100, { order: 2 })],
      gcGrandPrize: null,
      scGrandPrize: null,
    });
    const player = await newPlayer();
    const events = await play(player.userId, 3);
    for (const event of events) {
      // The same event once more, as a redelivery (or a second write) would bring it.
      await executeRows(
        testApp.database.db,
        sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
            VALUES (${DAILY_MISSIONS_CONSUMER}, 'round.settled', ${event.roundId},
                    ${JSON.stringify(event)}::jsonb)`,
      );
    }
    await drain();
    expect((await progressOf(player.userId)).progress).toBe(3);
  });

  it('forgets the rounds it counted more than a week ago, and keeps the rest (decision 245)', async () => {
    await startDayWith({
      missions: [mission('SPIN_X_TIMES', 100)],
      gcGrandPrize: null,
      scGrandPrize: null,
    });
    const player = await newPlayer();
    const events = await play(player.userId, 3);
    const [old, borderline, recent] = events.map((event) => event.roundId);
    const countedAgo = async (roundId: string | undefined, ms: number) =>
      executeRows(
        testApp.database.db,
        sql`UPDATE daily_mission_rounds SET counted_at = now() - ${ms} * interval '1 millisecond'
            WHERE round_id = ${roundId}`,
      );
    await countedAgo(old, COUNTED_ROUNDS_KEEP_MS + 60_000);
    await countedAgo(borderline, COUNTED_ROUNDS_KEEP_MS - 60_000);

    expect(await missions().pruneCountedRounds()).toBeGreaterThanOrEqual(1);
    const kept = await executeRows<{ round_id: string }>(
      testApp.database.db,
      sql`SELECT round_id FROM daily_mission_rounds WHERE user_id = ${player.userId}`,
    );
    expect(kept.map((row) => row.round_id).sort()).toEqual([borderline, recent].sort());
    // The progress stays: only the memory of which rounds were counted goes.
    expect((await progressOf(player.userId)).progress).toBe(3);
  });

  it('counts a round written twice into one batch once', async () => {
    await startDayWith({
      missions: [mission('SPIN_X_TIMES', 100)],
      gcGrandPrize: null,
      scGrandPrize: null,
    });
    const player = await newPlayer();
    for (let index = 0; index < 2; index += 1) {
      const { data } = await testApp.app.modules.rgs.play(player.userId, {
        gameId,
        coin: 'GC',
        betLevel: 0,
        idempotencyKey: randomUUID(),
      });
      await executeRows(
        testApp.database.db,
        sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
            VALUES (${DAILY_MISSIONS_CONSUMER}, 'round.settled', ${data.roundId},
                    ${JSON.stringify(settled.get(data.roundId))}::jsonb)`,
      );
    }
    expect(await testApp.app.outbox.dispatchOnce()).toBeGreaterThanOrEqual(4);
    expect((await progressOf(player.userId)).progress).toBe(2);
  });

  it("counts batches of several players' rounds, each for its own player, once", async () => {
    await startDayWith({
      missions: [
        mission('SPIN_X_TIMES', 2),
        mission('BET_SUM_OF', 2_000_000_000, { order: 2 }),
        mission('SPIN_X_TIMES', 100, { coinType: 'SC' }),
      ],
      gcGrandPrize: null,
      scGrandPrize: null,
    });
    const players = await insertOddPlayers(testApp.database.db, 3);
    const [first = '', second = '', third = ''] = players;
    const start = Date.now();
    const rounds = oddLostRounds(
      [
        [first, 'GC', 1_00],
        [second, 'SC', 5],
        [first, 'GC', 2_00],
        [third, 'SC', 7],
        [second, 'GC', 3_00],
        [first, 'GC', 4_00],
        [second, 'SC', 5],
        [second, 'GC', 6_00],
        [third, 'SC', 7],
      ],
      (index) => new Date(start + index).toISOString(),
    );
    const at = (index: number) => rounds[index]?.settledAt;
    async function stored() {
      const rows = await executeRows<{
        user_id: string;
        coin: string;
        order: number;
        progress: unknown;
        completed_at: Date | string | null;
      }>(
        testApp.database.db,
        sql`SELECT p.user_id, m.coin, m."order", p.progress, p.completed_at
            FROM player_daily_missions p JOIN daily_missions m ON m.id = p.mission_id
            WHERE p.user_id IN (${first}, ${second}, ${third})`,
      );
      return rows.map((row) => ({
        player: players.indexOf(row.user_id),
        mission: `${row.coin} ${row.order}`,
        progress: Number(row.progress),
        completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
      }));
    }

    await writeRounds(testApp.database.db, DAILY_MISSIONS_CONSUMER, rounds.slice(0, 7));
    await drain();
    const afterFirst = [
      { player: 0, mission: 'GC 1', progress: 2, completedAt: at(2) },
      { player: 0, mission: 'GC 2', progress: 4_00, completedAt: null },
      { player: 1, mission: 'SC 1', progress: 2, completedAt: null },
      { player: 1, mission: 'GC 1', progress: 1, completedAt: null },
      { player: 2, mission: 'SC 1', progress: 1, completedAt: null },
    ];
    expect(await stored()).toHaveLength(afterFirst.length);
    expect(await stored()).toEqual(expect.arrayContaining(afterFirst));

    // The first batch again (a redelivery) counts nothing; the new rounds add to what is stored.
    await writeRounds(testApp.database.db, DAILY_MISSIONS_CONSUMER, rounds);
    await drain();
    const afterSecond = [
      ...afterFirst.slice(0, 3),
      { player: 1, mission: 'GC 1', progress: 2, completedAt: at(7) },
      { player: 2, mission: 'SC 1', progress: 2, completedAt: null },
    ];
    expect(await stored()).toHaveLength(afterSecond.length);
    expect(await stored()).toEqual(expect.arrayContaining(afterSecond));
  });

  it('completes missions in order, then the grand prize, and pays each claim once', async () => {
    await startDayWith({
      missions: [
        mission('SPIN_X_TIMES', 2, { reward: { gcCoin: 300_00, scCoin: 2_00 } }),
        mission('SPIN_X_TIMES', 1, { order: 2, reward: { gcCoin: 500_00, scCoin: 0 } }),
      ],
      gcGrandPrize: { gcCoin: 7_000_00, scCoin: 3_00 },
      scGrandPrize: null,
    });
    const player = await newPlayer();
    await play(player.userId, 1);
    let state = await missions().getState(player.userId);
    expect(state.gcMissions.map((item) => [item.order, item.status, item.progress])).toEqual([
      [2, 'UPCOMING', 0],
      [1, 'ACTIVE', 1],
    ]);
    expect(state.gcGrandPrize).toEqual({
      packageData: { gcCoin: 7_000_00, scCoin: 3_00, bundleItems: [] },
    });
    const timeLeft = state.gcMissions[0]?.timeLeft ?? 0;
    expect(timeLeft).toBeGreaterThan(0);
    expect(timeLeft).toBeLessThanOrEqual(DAY_MS / 1000);

    await play(player.userId, 2);
    state = await missions().getState(player.userId);
    expect(state.gcMissions.map((item) => item.status)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(state.gcRewards.map((item) => item.order)).toEqual([1, 2]);
    expect(state.gcGrandPrizesRewards).toHaveLength(1);

    const before = await testApp.app.modules.wallet.getWallet(player.userId);
    const claim = (url: string) =>
      testApp.app.inject({ method: 'POST', url, headers: { cookie: player.cookie } });
    const first = state.gcRewards[0]!;
    const answers = await Promise.all([
      claim(`/api/v2/daily-missions/${first.id}/claim`),
      claim(`/api/v2/daily-missions/${first.id}/claim`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      error: { name: 'DailyMissionRewardNotClaimableError' },
    });
    const prizeId = state.gcGrandPrizesRewards[0]!.id;
    const prizeAnswers = await Promise.all([
      claim(`/api/v2/daily-missions/grand-prizes/${prizeId}/claim`),
      claim(`/api/v2/daily-missions/grand-prizes/${prizeId}/claim`),
    ]);
    expect(prizeAnswers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    const after = await testApp.app.modules.wallet.getWallet(player.userId);
    expect(after.state.gc - before.state.gc).toBe(300_00 + 7_000_00);
    expect(after.state.bsc - before.state.bsc).toBe(2_00 + 3_00);
    state = await missions().getState(player.userId);
    expect(state.gcRewards.map((item) => item.order)).toEqual([2]);
    expect(state.gcGrandPrizesRewards).toEqual([]);
    // The payment jobs were done by the claims themselves.
    const pending = await executeRows(
      testApp.database.db,
      sql`SELECT id FROM jobs WHERE name = 'daily-missions.pay-reward'`,
    );
    expect(pending).toEqual([]);
  });

  it('pays a claim cut off before its payment from its job, once', async () => {
    await startDayWith({
      missions: [mission('SPIN_X_TIMES', 1)],
      gcGrandPrize: null,
      scGrandPrize: null,
    });
    const player = await newPlayer();
    const before = await testApp.app.modules.wallet.getWallet(player.userId);
    // What a claim leaves behind when its process dies between the mark and the payment.
    const job = {
      userId: player.userId,
      rewardKey: 'mission:987654',
      gcCoin: 123_00,
      scCoin: 4_00,
      day: missionDay(new Date()),
    };
    await testApp.app.jobs.schedule(testApp.database.db, {
      name: PAY_REWARD_JOB,
      key: `${job.userId}:${job.rewardKey}`,
      runAt: new Date(Date.now() - 1_000),
      payload: job,
    });

    while ((await testApp.app.jobs.runDueOnce()) > 0);
    await testApp.app.jobs.schedule(testApp.database.db, {
      name: PAY_REWARD_JOB,
      key: `${job.userId}:${job.rewardKey}`,
      runAt: new Date(Date.now() - 1_000),
      payload: job,
    });
    while ((await testApp.app.jobs.runDueOnce()) > 0);

    const after = await testApp.app.modules.wallet.getWallet(player.userId);
    expect(after.state.gc - before.state.gc).toBe(123_00);
    expect(after.state.bsc - before.state.bsc).toBe(4_00);
    const left = await executeRows(
      testApp.database.db,
      sql`SELECT id FROM jobs WHERE name = ${PAY_REWARD_JOB}`,
    );
    expect(left).toEqual([]);
  });

  it('refuses claims of missions not completed, of others and with bad ids', async () => {
    await startDayWith({
      missions: [mission('SPIN_X_TIMES', 50)],
      gcGrandPrize: null,
      scGrandPrize: null,
    });
    const player = await newPlayer();
    await play(player.userId, 1);
    const [active] = (await missions().getState(player.userId)).gcMissions;
    const post = (url: string) =>
      testApp.app.inject({ method: 'POST', url, headers: { cookie: player.cookie } });
    expect((await post(`/api/v2/daily-missions/${active!.id}/claim`)).statusCode).toBe(409);
    expect((await post('/api/v2/daily-missions/2147483647/claim')).statusCode).toBe(404);
    expect((await post('/api/v2/daily-missions/abc/claim')).statusCode).toBe(400);
    expect((await post('/api/v2/daily-missions/grand-prizes/1/claim')).statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/v2/daily-missions' });
    expect(anonymous.statusCode).toBe(401);
    const own = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/daily-missions',
      headers: { cookie: player.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.gcMissions[0]).toMatchObject({ progress: 1, status: 'ACTIVE' });
  });

  it('opens the next mission day from a scheduled job, without any player', async () => {
    await startDayWith({
      missions: [mission('SPIN_X_TIMES', 5)],
      gcGrandPrize: null,
      scGrandPrize: null,
    });
    // The app scheduled today's opening at start; running due jobs opens today and schedules tomorrow.
    while ((await testApp.app.jobs.runDueOnce()) > 0);
    const today = missionDay(new Date());
    const opened = await executeRows<{ day: string; plan_id: unknown }>(
      testApp.database.db,
      sql`SELECT day, plan_id FROM daily_mission_days WHERE day = ${today}`,
    );
    expect(opened).toHaveLength(1);
    const dayMissions = await executeRows(
      testApp.database.db,
      sql`SELECT mission_type FROM daily_missions WHERE day = ${today}`,
    );
    expect(dayMissions).toEqual([{ mission_type: 'SPIN_X_TIMES' }]);
    const next = missionDay(new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS));
    const scheduled = await executeRows<{ run_at: unknown }>(
      testApp.database.db,
      sql`SELECT run_at FROM jobs WHERE name = ${OPEN_DAY_JOB} AND job_key = ${next}`,
    );
    expect(scheduled.map((row) => new Date(row.run_at as string).toISOString())).toEqual([
      `${next}T00:00:00.000Z`,
    ]);
  });

  describe('operator plan', () => {
    let operator: TSignedInPlayer;
    beforeAll(async () => {
      testApp = await createTestApp({ env: { OUTBOX_POLL_MS: '0', JOBS_POLL_MS: '0' } });
      gameId = await gameIdFor(testApp, 'classic-3reel');
      operator = await createSignedInPlayer(testApp);
      await grantPermissions(testApp, operator.userId, ['missions.manage']);
    });
    afterAll(async () => {
      await testApp.close();
    });

    const put = (cookie: string, payload: unknown) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/admin/daily-missions/plan',
        headers: { cookie },
        payload: payload as object,
      });
    const valid: TDailyMissionPlan = {
      missions: [mission('WIN_X_TIMES', 3), mission('SPIN_X_TIMES', 5, { coinType: 'SC' })],
      gcGrandPrize: { gcCoin: 1_00, scCoin: 0 },
      scGrandPrize: null,
    };

    it('stores a valid plan and audits it', async () => {
      const answer = await put(operator.cookie, valid);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.plan).toEqual(valid);
      const read = await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/daily-missions/plan',
        headers: { cookie: operator.cookie },
      });
      expect(read.json().data.plan).toEqual(valid);
      const audited = await executeRows(
        testApp.database.db,
        sql`SELECT actor_id FROM audit_log WHERE action = 'daily_missions.plan_replace'
            AND actor_id = ${operator.userId}`,
      );
      expect(audited).toHaveLength(1);
    });

    it.each([
      ['an unknown type', { ...valid, missions: [{ ...valid.missions[0], missionType: 'NOPE' }] }],
      ['a zero goal', { ...valid, missions: [{ ...valid.missions[0], goal: 0 }] }],
      ['a goal too large', { ...valid, missions: [{ ...valid.missions[0], goal: 2 ** 31 }] }],
      [
        'a reward of nothing',
        { ...valid, missions: [{ ...valid.missions[0], reward: { gcCoin: 0, scCoin: 0 } }] },
      ],
      ['a negative reward', { ...valid, gcGrandPrize: { gcCoin: -1, scCoin: 5 } }],
      ['duplicate orders', { ...valid, missions: [valid.missions[0], valid.missions[0]] }],
      ['a grand prize without missions', { ...valid, missions: [] }],
      [
        'an unknown game',
        { ...valid, missions: [{ ...valid.missions[0], gameId: 2_000_000_000 }] },
      ],
      [
        'a prototype key as type',
        { ...valid, missions: [{ ...valid.missions[0], missionType: '__proto__' }] },
      ],
      ['no body fields', {}],
    ])('refuses %s with 400 and keeps the plan', async (_name, payload) => {
      const before = await missions().getPlan();
      const answer = await put(operator.cookie, payload);
      expect(answer.statusCode).toBe(400);
      expect(await missions().getPlan()).toEqual(before);
    });

    it('refuses a player without the permission', async () => {
      const player = await createSignedInPlayer(testApp);
      expect((await put(player.cookie, valid)).statusCode).toBe(403);
    });
  });
});
