import { randomUUID } from 'node:crypto';
import type {
  TDomainEvents,
  TEventTriggerDefinition,
  TGetCoinBackPeriodsResponse,
} from '@casino/contracts';
import { ZEventTriggerDefinition, ZEventTriggerEvent } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { outboxInsert } from '#src/db/outbox';
import type { TClock } from '#src/lib/clock';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import { COIN_BACK_ROUNDS_CONSUMER } from '#src/modules/coin-back/coin-back.module';
import { PAY_GRACE_MS } from '#src/modules/coin-back/coin-back.service';
import { BOOSTER_PROMO_CODE, demoEventTriggers } from '#src/seed/event-triggers';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The coin-back booster (decision 220) from the operator's trigger to the ledger: payloads
 * checked, the event claimed once, the booster shown with the periods, and the rounds settled
 * while it runs paid at the boosted rate when the period ends.
 */
describe('coin-back booster', { timeout: 120_000 }, () => {
  let testApp: TTestApp;
  let nowMs = Date.parse('2026-03-02T12:00:00.000Z');
  const clock: TClock = { now: () => new Date(nowMs) };
  let operator: TSignedInPlayer;
  let pack50 = 0;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock, env: { OUTBOX_POLL_MS: '0', JOBS_POLL_MS: '0' } });
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['events.manage']);
    const [row] = await executeRows<{ id: number }>(
      testApp.database.db,
      sql`SELECT id FROM store_packages WHERE sku = 'pack-50'`,
    );
    pack50 = Number(row!.id);
  });
  afterAll(() => testApp.close());

  const demoBooster = () =>
    demoEventTriggers(null).find((trigger) => trigger.benefit.benefitType === 'coinBackBooster')!;

  /** An AFTER_LOGIN booster of +`points` for `hours`, running around the test's clock. */
  function booster(points = 10, hours = 2): TEventTriggerDefinition {
    sequence += 1;
    const demo = demoBooster();
    return {
      ...demo,
      triggerKey: 'AFTER_LOGIN',
      promoCode: null,
      startsAt: new Date(nowMs - HOUR_MS).toISOString(),
      endsAt: new Date(nowMs + 30 * 24 * HOUR_MS).toISOString(),
      benefit: {
        ...demo.benefit,
        key: `test-booster-${sequence}`,
        booster: { percentPoints: points, durationHours: hours },
      },
    };
  }

  const post = (cookie: string, url: string, payload: object, key: string = randomUUID()) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'idempotency-key': key },
      payload,
    });

  async function create(definition: TEventTriggerDefinition) {
    const answer = await post(operator.cookie, '/api/admin/event-triggers', definition);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { eventTriggerId: number; definition: TEventTriggerDefinition };
  }

  /** The player's open event of the trigger, after starting the AFTER_LOGIN triggers. */
  async function eventOf(player: TSignedInPlayer, eventTriggerId: number) {
    const answer = await post(player.cookie, '/api/v2/event-trigger/events', {
      triggerKey: 'AFTER_LOGIN',
      csEventStart: true,
    });
    const events = (answer.json().data.currentEventsByTrigger as unknown[]).map((item) =>
      ZEventTriggerEvent.parse(item),
    );
    const event = events.find((item) => item.eventTrigger.eventTriggerId === eventTriggerId);
    if (!event) throw new Error(`no event of trigger ${eventTriggerId}`);
    return event;
  }

  const claim = (player: TSignedInPlayer, key: string, userEventTriggerId: number, id?: string) =>
    post(
      player.cookie,
      `/api/coin-back-booster/${key}/claim`,
      { activeEvent: { userEventTriggerId } },
      id,
    );

  async function coinBackOf(player: TSignedInPlayer) {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/coin-back/periods',
      headers: { cookie: player.cookie },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<TGetCoinBackPeriodsResponse>().data;
  }

  async function drain() {
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
  }

  async function purchase(player: TSignedInPlayer, creditedAt: Date) {
    const merchantRefNum = `po_${randomUUID()}`;
    const event: TDomainEvents['purchase.completed'] = {
      userId: player.userId,
      merchantRefNum,
      provider: 'card',
      packageId: pack50,
      amountMinor: 49_99,
      currencyCode: 'USD',
      gcAmountMinor: 1,
      scAmountMinor: 1,
      creditedAt: creditedAt.toISOString(),
    };
    await testApp.database.db.execute(
      outboxInsert(
        'purchase.completed',
        sql`${merchantRefNum}`,
        sql`${JSON.stringify(event)}::jsonb`,
      ),
    );
    await drain();
  }

  /** Settled rounds handed to the coin-back consumer only, as one batch. */
  async function rounds(
    player: TSignedInPlayer,
    list: { coin: 'GC' | 'SC'; bet: number; win: number; at: Date }[],
  ) {
    await testApp.database.db.transaction(async (tx) => {
      for (const round of list) {
        const roundId = randomUUID();
        const event: TDomainEvents['round.settled'] = {
          roundId,
          userId: player.userId,
          gameId: '1',
          coin: round.coin,
          betMinor: round.bet,
          winMinor: round.win,
          transferId: '1',
          settledAt: round.at.toISOString(),
          engineKey: 'classic-3reel',
          multiplierHundredths: Math.round((round.win / round.bet) * 100),
          isBigWin: false,
          isJackpot: false,
          freeSpinsWon: 0,
          consecutiveWins: 0,
        };
        await tx.execute(
          sql`INSERT INTO outbox_events (consumer, event_name, event_key, payload)
              VALUES (${COIN_BACK_ROUNDS_CONSUMER}, 'round.settled', ${roundId},
                      ${JSON.stringify(event)}::jsonb)`,
        );
      }
    });
    await drain();
  }

  it('seeds the booster behind its promo code, passing the operator checks', () => {
    expect(demoBooster()).toMatchObject({
      triggerKey: 'AFTER_PROMO_CODE',
      promoCode: BOOSTER_PROMO_CODE,
      benefit: { booster: { percentPoints: 5, durationHours: 24 } },
    });
    expect(ZEventTriggerDefinition.safeParse(demoBooster()).success).toBe(true);
  });

  it('refuses boosters without their booster or out of bounds, and boosters on other benefits, with 400', async () => {
    const valid = booster();
    const [gift] = demoEventTriggers(null);
    const before = await executeRows(testApp.database.db, sql`SELECT id FROM event_triggers`);
    for (const benefit of [
      { ...valid.benefit, booster: undefined },
      { ...valid.benefit, booster: { percentPoints: 0, durationHours: 24 } },
      { ...valid.benefit, booster: { percentPoints: 51, durationHours: 24 } },
      { ...valid.benefit, booster: { percentPoints: 5, durationHours: 0 } },
      { ...valid.benefit, booster: { percentPoints: 5, durationHours: 721 } },
      { ...valid.benefit, booster: { percentPoints: 2.5, durationHours: 24 } },
      { ...valid.benefit, booster: { percentPoints: '5', durationHours: 24 } },
      { ...valid.benefit, gcCoin: 1_00 },
      { ...valid.benefit, packages: [{ packageId: 1, price: 0, gcCoin: 1_00, scCoin: 0 }] },
      {
        ...gift!.benefit,
        key: 'gift-with-booster',
        booster: { percentPoints: 5, durationHours: 1 },
      },
    ]) {
      const answer = await post(operator.cookie, '/api/admin/event-triggers', {
        ...valid,
        benefit,
      });
      expect(answer.statusCode, JSON.stringify(benefit)).toBe(400);
    }
    expect(await executeRows(testApp.database.db, sql`SELECT id FROM event_triggers`)).toEqual(
      before,
    );
  });

  it('starts the booster once for two concurrent claims, and shows it with the coin-back', async () => {
    const trigger = await create(booster(10, 2));
    const [player, other] = await Promise.all([
      createSignedInPlayer(testApp),
      createSignedInPlayer(testApp),
    ]);
    const event = await eventOf(player, trigger.eventTriggerId);
    expect(event.benefit).toMatchObject({
      benefitType: 'coinBackBooster',
      booster: { percentPoints: 10, durationHours: 2 },
      gcCoin: 0,
      scCoin: 0,
    });
    const key = trigger.definition.benefit.key;
    // Another player's event, and the event under another key, are not found.
    expect((await claim(other, key, event.userEventTriggerId)).statusCode).toBe(404);
    expect((await claim(player, 'crown-wheel', event.userEventTriggerId)).statusCode).toBe(404);
    expect((await claim(player, 'NOT-A-KEY', event.userEventTriggerId)).statusCode).toBe(400);

    const [first, second] = await Promise.all([
      claim(player, key, event.userEventTriggerId, 'booster-first'),
      claim(player, key, event.userEventTriggerId, 'booster-second'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json().error.name).toBe('EventTriggerNotClaimableError');
    const started = {
      percentPoints: 10,
      startsAt: new Date(nowMs).toISOString(),
      endDate: new Date(nowMs + 2 * HOUR_MS).toISOString(),
    };
    expect(winner.json()).toEqual({ data: started });
    // The winning request repeated answers its first answer.
    const repeated = await claim(
      player,
      key,
      event.userEventTriggerId,
      first.statusCode === 200 ? 'booster-first' : 'booster-second',
    );
    expect(repeated.json()).toEqual(winner.json());
    const stored = await executeRows(
      testApp.database.db,
      sql`SELECT id FROM coin_back_boosters WHERE user_id = ${player.userId}`,
    );
    expect(stored).toHaveLength(1);
    expect((await coinBackOf(player)).booster).toEqual(started);
    expect((await coinBackOf(other)).booster).toBeNull();
  });

  it('refuses the claim while coin_back_booster_feat is off for the player, starting nothing', async () => {
    const trigger = await create(booster());
    const player = await createSignedInPlayer(testApp);
    const event = await eventOf(player, trigger.eventTriggerId);
    await testApp.app.modules.flags.setOverride(
      player.userId,
      'coin_back_booster_feat',
      false,
      SYSTEM_ACTOR,
    );
    const refused = await claim(player, trigger.definition.benefit.key, event.userEventTriggerId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.name).toBe('CoinBackBoosterUnavailableError');
    expect((await coinBackOf(player)).booster).toBeNull();
    // The event stays open: with the flag back on it can be claimed.
    await testApp.app.modules.flags.clearOverride(
      player.userId,
      'coin_back_booster_feat',
      SYSTEM_ACTOR,
    );
    const accepted = await claim(player, trigger.definition.benefit.key, event.userEventTriggerId);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('pays the boosted rate for the rounds settled while the booster runs, through the ledger once', async () => {
    const trigger = await create(booster(10, 2));
    const player = await createSignedInPlayer(testApp);
    const start = new Date(nowMs);
    await purchase(player, start);
    const [period] = (await coinBackOf(player)).periods;
    if (!period) throw new Error('no period');
    expect(period.percent).toBe(5);
    const at = (ms: number) => new Date(start.getTime() + ms);
    // Before the booster: 5 %.
    await rounds(player, [{ coin: 'GC', bet: 1_000_00, win: 0, at: at(1_000) }]);
    nowMs = at(HOUR_MS).getTime();
    const event = await eventOf(player, trigger.eventTriggerId);
    const claimed = await claim(player, trigger.definition.benefit.key, event.userEventTriggerId);
    expect(claimed.statusCode, claimed.body).toBe(200);
    await rounds(player, [
      // While it runs (from the claim for 2 h): 5 % + 10 points, wins netting at the same rate.
      { coin: 'GC', bet: 2_000_00, win: 500_00, at: at(HOUR_MS + 1_000) },
      { coin: 'SC', bet: 10_00, win: 0, at: at(2 * HOUR_MS) },
      // Just before the claim, and at the booster's end: 5 %.
      { coin: 'SC', bet: 4_00, win: 0, at: at(HOUR_MS - 1) },
      { coin: 'GC', bet: 400_00, win: 0, at: at(3 * HOUR_MS) },
    ]);
    expect((await coinBackOf(player)).periods[0]?.netLoss).toEqual({ gc: 2_900_00, sc: 14_00 });
    const before = (await testApp.app.modules.wallet.getWallet(player.userId)).state;
    nowMs = Date.parse(period.endsAt) + PAY_GRACE_MS;
    while ((await testApp.app.jobs.runDueOnce()) > 0);
    // GC: 5 % of 2,900.00 + 10 % of the boosted 1,500.00 = 145.00 + 150.00.
    // SC: 5 % of 14.00 + 10 % of the boosted 10.00 = 0.70 + 1.00.
    const [paid] = (await coinBackOf(player)).periods;
    expect(paid).toMatchObject({ status: 'paid', paid: { gc: 295_00, sc: 1_70 } });
    const after = (await testApp.app.modules.wallet.getWallet(player.userId)).state;
    expect(after).toEqual({ ...before, gc: before.gc + 295_00, bsc: before.bsc + 1_70 });
    // A retry of the job moves nothing more.
    await testApp.app.modules.coinBack.payPeriod({ periodId: period.id });
    expect((await testApp.app.modules.wallet.getWallet(player.userId)).state).toEqual(after);
    expect((await coinBackOf(player)).booster).toBeNull();
  });

  it('never returns more than the net loss, and nothing to a player who came out ahead', async () => {
    const trigger = await create(booster(50, 2));
    const player = await createSignedInPlayer(testApp);
    const start = new Date(nowMs);
    await purchase(player, start);
    const event = await eventOf(player, trigger.eventTriggerId);
    expect(
      (await claim(player, trigger.definition.benefit.key, event.userEventTriggerId)).statusCode,
    ).toBe(200);
    const at = (ms: number) => new Date(start.getTime() + ms);
    await rounds(player, [
      // GC: lost 100.00 boosted (55 %), then won 90.00 back after it ended (5 %): the rates
      // would return 55.00 − 4.50 = 50.50, more than the 10.00 lost overall.
      { coin: 'GC', bet: 100_00, win: 0, at: at(1_000) },
      { coin: 'GC', bet: 10_00, win: 100_00, at: at(3 * HOUR_MS) },
      // SC: ahead overall.
      { coin: 'SC', bet: 1_00, win: 0, at: at(2_000) },
      { coin: 'SC', bet: 1_00, win: 5_00, at: at(3 * HOUR_MS) },
    ]);
    const [period] = (await coinBackOf(player)).periods;
    nowMs = Date.parse(period!.endsAt) + PAY_GRACE_MS;
    while ((await testApp.app.jobs.runDueOnce()) > 0);
    expect((await coinBackOf(player)).periods[0]).toMatchObject({
      status: 'paid',
      netLoss: { gc: 10_00, sc: -3_00 },
      paid: { gc: 10_00, sc: 0 },
    });
  });
});
