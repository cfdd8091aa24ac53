import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type {
  TDomainEvents,
  TEventTriggerDefinition,
  TPlayerQuest,
  TQuestDefinition,
  TQuestUpdateMessage,
} from '@casino/contracts';
import { ZEventTriggerDefinition, ZEventTriggerEvent, ZPlayerQuest } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { insertOddPlayers, writeRounds, oddLostRounds } from '#src/db/json-rows.test-support';
import { QUESTS_PROGRESS_CONSUMER } from '#src/modules/quests/quests.module';
import { fund, gameIdFor } from '#src/modules/rgs/rgs.test-support';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';
import { demoEventTriggers, QUEST_PROMO_CODE } from '#src/seed/event-triggers';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;
const HUGE = 2_000_000_000;

/**
 * Quests (engagement §3/§4/§5/§7, decision 217) over HTTP on a real database: operators define
 * the quest benefit through the audited trigger endpoints, an opened quest event starts the
 * player's quest, real settled rounds move its milestones through the outbox (once per round),
 * claims are paid once through the ledger, and every move is pushed as quest_update. Outbox
 * deliveries and jobs run only when a test runs them.
 */
describe('quests', { timeout: 180_000 }, () => {
  let testApp: TTestApp;
  let baseUrl: string;
  let operator: TSignedInPlayer;
  let gameId: number;
  let sequence = 0;
  /** The app's clock runs `offset` ms ahead when a test moves it. */
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };
  const settled = new Map<string, TDomainEvents['round.settled']>();
  const sockets: TClientSocket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { OUTBOX_POLL_MS: '0', JOBS_POLL_MS: '0' },
      clock,
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['events.manage']);
    gameId = await gameIdFor(testApp, 'classic-3reel');
    testApp.app.events.on('round.settled', (event) => {
      settled.set(event.roundId, event);
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function drain() {
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
  }

  const spins = (goal: number, reward = 1_000_00): TQuestDefinition['milestones'][number] => ({
    missionType: 'SPIN_X_TIMES',
    goal,
    coinType: 'GC',
    gameId: null,
    milestoneRewardPackage: { packageId: 0, gcCoin: reward, scCoin: 0 },
  });

  /** An AFTER_LOGIN quest trigger; each is heavier than the last, so a new player gets it. */
  function questTrigger(
    quest: Omit<TQuestDefinition, 'rewardPackage'> & Partial<TQuestDefinition>,
    overrides: Partial<TEventTriggerDefinition> = {},
  ): TEventTriggerDefinition {
    sequence += 1;
    const demo = demoEventTriggers(null).find(
      (trigger) => trigger.benefit.benefitType === 'quest',
    )!;
    return {
      ...demo,
      triggerKey: 'AFTER_LOGIN',
      promoCode: null,
      weight: Math.min(1000, 100 + sequence * 10),
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() + 30 * 24 * HOUR_MS).toISOString(),
      ...overrides,
      benefit: {
        ...demo.benefit,
        key: `test-quest-${sequence}`,
        quest: {
          rewardPackage: { packageId: 1, gcCoin: 7_000_00, scCoin: 3_00 },
          ...quest,
          milestones: quest.milestones.map((milestone, index) => ({
            ...milestone,
            milestoneRewardPackage: { ...milestone.milestoneRewardPackage, packageId: 100 + index },
          })),
        },
      },
    };
  }

  async function create(definition: TEventTriggerDefinition) {
    const answer = await inject(operator.cookie, 'POST', '/api/admin/event-triggers', definition);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { eventTriggerId: number };
  }

  /** A new player, funded, whose log-in starts the AFTER_LOGIN triggers: the newest quest. */
  async function playerWithQuest() {
    const player = await createSignedInPlayer(testApp);
    await fund(testApp, player.userId, 'GC', 10_000_000_00);
    await fund(testApp, player.userId, 'SC', 1_000_00);
    const answer = await inject(player.cookie, 'POST', '/api/v2/event-trigger/events', {
      triggerKey: 'AFTER_LOGIN',
      csEventStart: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return player;
  }

  async function questOf(player: TSignedInPlayer): Promise<TPlayerQuest | null> {
    const answer = await inject(player.cookie, 'GET', '/api/quest/player');
    expect(answer.statusCode, answer.body).toBe(200);
    const quest = answer.json().data.playerActiveQuest as TPlayerQuest | null;
    return quest && ZPlayerQuest.parse(quest);
  }

  async function play(player: TSignedInPlayer, count: number, coin: 'GC' | 'SC' = 'GC') {
    const events: TDomainEvents['round.settled'][] = [];
    for (let index = 0; index < count; index += 1) {
      const { data } = await testApp.app.modules.rgs.play(player.userId, {
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

  const claim = (player: TSignedInPlayer, milestoneId: number) =>
    inject(player.cookie, 'POST', '/api/quest/player/milestone/claim', { milestoneId });
  const finish = (player: TSignedInPlayer) =>
    inject(player.cookie, 'POST', '/api/quest/player/finish');
  const walletOf = (player: TSignedInPlayer) => testApp.app.modules.wallet.getWallet(player.userId);
  const milestonesOf = (quest: TPlayerQuest | null) => quest?.userQuest.userQuestMilestones ?? [];

  it('seeds a quest behind QUESTCROWN that passes the operator checks', () => {
    const quest = demoEventTriggers(null).find(
      (trigger) => trigger.benefit.benefitType === 'quest',
    );
    expect(quest).toMatchObject({ triggerKey: 'AFTER_PROMO_CODE', promoCode: QUEST_PROMO_CODE });
    expect(ZEventTriggerDefinition.safeParse(quest).success).toBe(true);
  });

  it('starts the quest with its event, which carries it, and audits the definition', async () => {
    const trigger = await create(questTrigger({ ordered: true, milestones: [spins(2), spins(1)] }));
    const player = await playerWithQuest();
    const answer = await inject(player.cookie, 'POST', '/api/v2/event-trigger/events', {
      triggerKey: 'AFTER_LOGIN',
      csEventStart: false,
    });
    const event = (answer.json().data.currentEventsByTrigger as unknown[])
      .map((item) => ZEventTriggerEvent.parse(item))
      .find((item) => item.eventTrigger.eventTriggerId === trigger.eventTriggerId);
    const quest = await questOf(player);
    expect(event).toMatchObject({ canDisplay: true, benefit: { benefitType: 'quest', quest } });
    expect(quest).toMatchObject({
      ordered: true,
      milestonesCompleted: 0,
      completedAt: null,
      completedAllMilestonesAt: null,
      hideTimer: false,
      widgetImageUrl: '/images/event-triggers/quest-mini.svg',
      rewardPackage: { packageId: 1, gcCoin: 7_000_00, scCoin: 3_00 },
    });
    expect(event?.expiredAt).toBe(quest?.expiredAt);
    // The demo's week, from now.
    const expiresInMs = Date.parse(quest!.expiredAt) - Date.now();
    expect(expiresInMs).toBeGreaterThan(7 * 24 * HOUR_MS - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(7 * 24 * HOUR_MS);
    expect(
      milestonesOf(quest).map((milestone) => [
        milestone.questMilestone.order,
        milestone.questMilestone.goal,
        milestone.progress,
      ]),
    ).toEqual([
      [1, 2, 0],
      [2, 1, 0],
    ]);
    const audited = await executeRows(
      testApp.database.db,
      sql`SELECT id FROM audit_log WHERE action = 'event_triggers.create'
          AND target_id = ${String(trigger.eventTriggerId)}`,
    );
    expect(audited).toHaveLength(1);
  });

  it('moves milestones from real settled rounds of their coin: all at once, or in order', async () => {
    await create(
      questTrigger({
        ordered: false,
        milestones: [
          { ...spins(HUGE) },
          { ...spins(HUGE), missionType: 'BET_SUM_OF' },
          { ...spins(HUGE), missionType: 'WIN_SUM_OF' },
          { ...spins(HUGE), coinType: 'SC' },
        ],
      }),
    );
    const unordered = await playerWithQuest();
    const rounds = await play(unordered, 12);
    const sum = (pick: (round: TDomainEvents['round.settled']) => number) =>
      rounds.reduce((total, round) => total + pick(round), 0);
    expect(milestonesOf(await questOf(unordered)).map((milestone) => milestone.progress)).toEqual([
      12,
      sum((round) => round.betMinor),
      sum((round) => round.winMinor),
      0,
    ]);

    await create(questTrigger({ ordered: true, milestones: [spins(3), spins(HUGE)] }));
    const ordered = await playerWithQuest();
    await play(ordered, 2);
    expect(milestonesOf(await questOf(ordered)).map((milestone) => milestone.progress)).toEqual([
      2, 0,
    ]);
    await play(ordered, 4);
    const [first, second] = milestonesOf(await questOf(ordered));
    expect(first).toMatchObject({ progress: 3, completedAt: null });
    expect(first?.reachedAt).not.toBeNull();
    expect(second).toMatchObject({ progress: 3, reachedAt: null });
  });

  it('counts a round delivered twice once, and pushes each move as quest_update', async () => {
    await create(questTrigger({ ordered: true, milestones: [spins(100)] }));
    const player = await playerWithQuest();
    const socket = connectWallet(baseUrl, { token: player.idToken, pathname: '/' });
    sockets.push(socket);
    await connected(socket);
    const pushed = waitFor<TQuestUpdateMessage>(socket, 'quest_update');
    const rounds = await play(player, 3);
    expect(await pushed).toMatchObject({ type: 'quest_update', reason: 'progress' });
    for (const round of rounds) {
      // The same event once more, as a redelivery (or a second write) would bring it.
      await executeRows(
        testApp.database.db,
        sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
            VALUES (${QUESTS_PROGRESS_CONSUMER}, 'round.settled', ${round.roundId},
                    ${JSON.stringify(round)}::jsonb)`,
      );
    }
    await drain();
    expect(milestonesOf(await questOf(player))[0]?.progress).toBe(3);
  });

  it("counts batches of several players' rounds, each for its own quest, once", async () => {
    await create(
      questTrigger({
        ordered: false,
        milestones: [
          spins(2),
          { ...spins(HUGE), missionType: 'BET_SUM_OF' },
          { ...spins(HUGE), coinType: 'SC' },
        ],
      }),
    );
    const first = await playerWithQuest();
    const second = await playerWithQuest();
    const [questless = ''] = await insertOddPlayers(testApp.database.db, 1);
    const start = clock.now().getTime();
    const rounds = oddLostRounds(
      [
        [first.userId, 'GC', 1_00],
        [second.userId, 'SC', 5],
        [first.userId, 'GC', 2_00],
        [questless, 'GC', 9_00],
        [second.userId, 'GC', 3_00],
        [first.userId, 'GC', 4_00],
        [second.userId, 'GC', 6_00],
      ],
      (index) => new Date(start + index).toISOString(),
    );
    const at = (index: number) => rounds[index]?.settledAt;
    const progressOf = async (player: TSignedInPlayer) =>
      milestonesOf(await questOf(player)).map((milestone) => [
        milestone.progress,
        milestone.reachedAt,
      ]);

    await writeRounds(testApp.database.db, QUESTS_PROGRESS_CONSUMER, rounds.slice(0, 6));
    await drain();
    expect(await progressOf(first)).toEqual([
      [2, at(2)],
      [7_00, null],
      [0, null],
    ]);
    expect(await progressOf(second)).toEqual([
      [1, null],
      [3_00, null],
      [1, null],
    ]);
    // Rounds of a player without a running quest leave no trace.
    const counted = await executeRows<{ user_id: string }>(
      testApp.database.db,
      sql`SELECT user_id FROM quest_rounds
          WHERE user_id IN (${first.userId}, ${second.userId}, ${questless})`,
    );
    expect(counted.filter((row) => row.user_id === questless)).toEqual([]);
    expect(counted).toHaveLength(5);

    // The first batch again (a redelivery) counts nothing; the new round adds to what is stored.
    await writeRounds(testApp.database.db, QUESTS_PROGRESS_CONSUMER, rounds);
    await drain();
    expect(await progressOf(first)).toEqual([
      [2, at(2)],
      [7_00, null],
      [0, null],
    ]);
    expect(await progressOf(second)).toEqual([
      [2, at(6)],
      [9_00, null],
      [1, null],
    ]);
  });

  it('claims in order only, answering the spec texts, and finishes once every milestone is claimed', async () => {
    await create(
      questTrigger({ ordered: true, milestones: [spins(1, 300_00), spins(2, 500_00), spins(50)] }),
    );
    const player = await playerWithQuest();
    const none = await claim(await createSignedInPlayer(testApp), 1);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({
      name: 'NoActiveQuestError',
      message: 'No active quest found',
    });

    await play(player, 3);
    const [first, second, third] = milestonesOf(await questOf(player));
    // Reached, but not next in order: the first is claimed first.
    const early = await claim(player, second!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      name: 'QuestMilestoneNotClaimableError',
      message: `Milestone ${second!.id} is not claimable`,
    });
    // Not reached.
    expect((await claim(player, third!.id)).statusCode).toBe(409);
    // Not this player's quest's.
    const stranger = await claim(player, 2_147_483_647);
    expect(stranger.json().error.message).toBe('Milestone 2147483647 is not claimable');
    expect((await finish(player)).statusCode).toBe(409);

    const before = await walletOf(player);
    const paid = await claim(player, first!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toEqual({ gcCoin: 300_00, scCoin: 0 });
    expect((await claim(player, first!.id)).statusCode).toBe(409);
    expect((await claim(player, second!.id)).statusCode).toBe(200);
    const after = await walletOf(player);
    expect(after.state.gc - before.state.gc).toBe(300_00 + 500_00);
    const quest = await questOf(player);
    expect(quest).toMatchObject({ milestonesCompleted: 2, completedAllMilestonesAt: null });
    expect(milestonesOf(quest)[0]?.completedAt).not.toBeNull();

    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/quest/player/milestone/claim',
      headers: { cookie: player.cookie },
      payload: { milestoneId: 'one' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/quest/player' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pays concurrent claims and finishes once, then closes the event as used', async () => {
    const trigger = await create(
      questTrigger({ ordered: false, milestones: [spins(1, 200_00), spins(1, 400_00)] }),
    );
    const player = await playerWithQuest();
    const socket = connectWallet(baseUrl, { token: player.idToken, pathname: '/' });
    sockets.push(socket);
    await connected(socket);
    const pushes: TQuestUpdateMessage[] = [];
    socket.on('quest_update', (message) => pushes.push(message));
    await play(player, 1);
    const [first, second] = milestonesOf(await questOf(player));
    const before = await walletOf(player);
    const answers = await Promise.all([claim(player, first!.id), claim(player, first!.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.message).toBe(
      `Milestone ${first!.id} is not claimable`,
    );
    expect((await claim(player, second!.id)).statusCode).toBe(200);
    expect((await questOf(player))?.completedAllMilestonesAt).not.toBeNull();

    const finishes = await Promise.all([finish(player), finish(player)]);
    expect(finishes.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(finishes.find((answer) => answer.statusCode === 200)?.json().data).toEqual({
      gcCoin: 7_000_00,
      scCoin: 3_00,
    });
    const after = await walletOf(player);
    expect(after.state.gc - before.state.gc).toBe(200_00 + 400_00 + 7_000_00);
    expect(after.state.bsc - before.state.bsc).toBe(3_00);
    expect(await questOf(player)).toBeNull();
    await drain();
    await expect
      .poll(() => pushes.map((message) => message.reason))
      .toEqual(['progress', 'milestone_claimed', 'milestone_claimed', 'finished']);
    const [event] = await executeRows<{ outcome: string; gc_paid_minor: unknown }>(
      testApp.database.db,
      sql`SELECT outcome, gc_paid_minor FROM user_event_triggers
          WHERE user_id = ${player.userId} AND event_trigger_id = ${trigger.eventTriggerId}`,
    );
    expect(event).toMatchObject({ outcome: 'used' });
    expect(Number(event?.gc_paid_minor)).toBe(7_600_00);
    // The payment jobs were done by the claims themselves.
    const pending = await executeRows(
      testApp.database.db,
      sql`SELECT id FROM jobs WHERE name = 'quests.pay-reward'`,
    );
    expect(pending).toEqual([]);
  });

  it('ends the quest at its expiry: no active quest, its event closed as expired', async () => {
    const trigger = await create(
      questTrigger({ ordered: true, milestones: [spins(1)] }, { durationSeconds: 60 }),
    );
    const player = await playerWithQuest();
    await play(player, 1);
    const [milestone] = milestonesOf(await questOf(player));
    expect(milestone?.reachedAt).not.toBeNull();
    offset = 61_000;
    try {
      expect(await questOf(player)).toBeNull();
      const late = await claim(player, milestone!.id);
      expect(late.statusCode).toBe(404);
      expect(late.json().error.message).toBe('No active quest found');
      await inject(player.cookie, 'POST', '/api/v2/event-trigger/events', {
        triggerKey: 'AFTER_LOGIN',
        csEventStart: false,
      });
      const [event] = await executeRows<{ outcome: string }>(
        testApp.database.db,
        sql`SELECT outcome FROM user_event_triggers
            WHERE user_id = ${player.userId} AND event_trigger_id = ${trigger.eventTriggerId}`,
      );
      expect(event).toEqual({ outcome: 'expired' });
    } finally {
      offset = 0;
    }
  });

  it('refuses invalid quest definitions with 400 and stores nothing', async () => {
    const valid = questTrigger({ ordered: true, milestones: [spins(1)] });
    const quest = valid.benefit.quest!;
    const milestone = quest.milestones[0]!;
    const withQuest = (changes: object) => ({
      ...valid,
      benefit: { ...valid.benefit, quest: { ...quest, ...changes } },
    });
    const withMilestone = (changes: object) =>
      withQuest({ milestones: [{ ...milestone, ...changes }] });
    const before = await inject(operator.cookie, 'GET', '/api/admin/event-triggers');
    for (const [name, payload] of [
      ['a quest without its quest', { ...valid, benefit: { ...valid.benefit, quest: undefined } }],
      ['a gift with a quest', { ...valid, benefit: { ...valid.benefit, benefitType: 'gift' } }],
      ['no milestones', withQuest({ milestones: [] })],
      ['eleven milestones', withQuest({ milestones: Array.from({ length: 11 }, () => milestone) })],
      ['a goal of 0', withMilestone({ goal: 0 })],
      ['a goal too large', withMilestone({ goal: 2 ** 31 })],
      ['an unknown mission type', withMilestone({ missionType: 'NOPE' })],
      ['a prototype key as type', withMilestone({ missionType: '__proto__' })],
      ['a coin that is not one', withMilestone({ coinType: 'XX' })],
      [
        'a milestone paying nothing',
        withMilestone({ milestoneRewardPackage: { packageId: 5, gcCoin: 0, scCoin: 0 } }),
      ],
      ['a negative reward', withQuest({ rewardPackage: { packageId: 1, gcCoin: -1, scCoin: 5 } })],
      [
        'repeated package ids',
        withQuest({ rewardPackage: { packageId: 100, gcCoin: 1, scCoin: 0 } }),
      ],
      ['an unknown game', withMilestone({ gameId: 2_000_000_000 })],
      ['coins on the quest', { ...valid, benefit: { ...valid.benefit, gcCoin: 1_00 } }],
      ['an ordered flag that is text', withQuest({ ordered: 'yes' })],
    ] as const) {
      const answer = await inject(operator.cookie, 'POST', '/api/admin/event-triggers', payload);
      expect(answer.statusCode, name).toBe(400);
    }
    const after = await inject(operator.cookie, 'GET', '/api/admin/event-triggers');
    expect(after.json()).toEqual(before.json());
  });
});
