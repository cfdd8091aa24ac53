import type { TEventTriggerDefinition, TEventTriggerEvent } from '@casino/contracts';
import { ZEventTriggerDefinition, ZEventTriggerEvent } from '@casino/contracts';
import { createFairRng, hashServerSeed } from '@casino/game-engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { demoEventTriggers, WHEEL_PROMO_CODE } from '#src/seed/event-triggers';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Event-trigger popups (engagement §3/§4/§7, decision 119) over HTTP: the operator's triggers,
 * the player's calls, gifts paid once through the ledger. The clock is the test's, so expiry
 * is reached by moving it.
 */
describe('event triggers', { timeout: 120_000 }, () => {
  let testApp: TTestApp;
  let operator: TSignedInPlayer;
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['events.manage']);
  });
  afterAll(() => testApp.close());

  const inject = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie, ...headers },
      ...(payload ? { payload } : {}),
    });

  function definition(
    overrides: Partial<TEventTriggerDefinition> = {},
    benefit: Partial<TEventTriggerDefinition['benefit']> = {},
  ): TEventTriggerDefinition {
    sequence += 1;
    const [gift] = demoEventTriggers(null);
    return {
      ...gift!,
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
      ...overrides,
      benefit: { ...gift!.benefit, key: `test-gift-${sequence}`, ...benefit },
    };
  }

  async function create(payload: object) {
    return inject(operator.cookie, 'POST', '/api/admin/event-triggers', payload);
  }

  async function createTrigger(
    overrides: Partial<TEventTriggerDefinition> = {},
    benefit: Partial<TEventTriggerDefinition['benefit']> = {},
  ) {
    const answer = await create(definition(overrides, benefit));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { eventTriggerId: number; definition: TEventTriggerDefinition };
  }

  async function events(player: TSignedInPlayer, body: object = {}) {
    const answer = await inject(player.cookie, 'POST', '/api/v2/event-trigger/events', {
      triggerKey: 'AFTER_LOGIN',
      csEventStart: true,
      ...body,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as Record<
      'currentEventsByTrigger' | 'otherActiveEvents' | 'personalGifts',
      TEventTriggerEvent[]
    >;
    for (const list of Object.values(data)) {
      if (Array.isArray(list)) for (const item of list) ZEventTriggerEvent.parse(item);
    }
    return data;
  }

  async function eventOf(player: TSignedInPlayer, eventTriggerId: number) {
    const data = await events(player);
    return data.currentEventsByTrigger.find(
      (item) => item.eventTrigger.eventTriggerId === eventTriggerId,
    );
  }

  const wallet = (player: TSignedInPlayer) => testApp.app.modules.wallet.getWallet(player.userId);

  const claimGift = (player: TSignedInPlayer, event: TEventTriggerEvent, key?: string) =>
    inject(
      player.cookie,
      'POST',
      `/api/gift/${event.benefit.key}`,
      { activeEvent: { userEventTriggerId: event.userEventTriggerId } },
      key ? { 'idempotency-key': key } : {},
    );

  it('seeds demo triggers that pass the operator checks', () => {
    const triggers = demoEventTriggers(
      { id: 1, priceMinor: 999 },
      { id: 2, priceMinor: 499, gcAmountMinor: 1, scAmountMinor: 1 },
      { id: 3, priceMinor: 999 },
    );
    expect(triggers.map((trigger) => trigger.benefit.benefitType)).toContain('coinBackBooster');
    for (const trigger of triggers) {
      expect(ZEventTriggerDefinition.safeParse(trigger).success, trigger.benefit.key).toBe(true);
    }
    // The Gold Wheel's spin is bought as the store package it names (decision 221).
    expect(triggers.find((trigger) => trigger.benefit.key === 'gold-wheel')).toMatchObject({
      promoCode: 'GOLDSPIN',
      benefit: { packages: [{ packageId: 3, price: 999 }] },
    });
  });

  it('starts an AFTER_LOGIN gift, shows it after its timer starts, pays it once, then not again', async () => {
    const trigger = await createTrigger({ weight: 900 });
    const player = await createSignedInPlayer(testApp);
    const event = await eventOf(player, trigger.eventTriggerId);
    expect(event).toMatchObject({
      canDisplay: false,
      expiredAt: null,
      benefit: { benefitType: 'gift', gcCoin: 5_000_00, scCoin: 1_00 },
      eventTrigger: { type: 'AFTER_LOGIN', usesPerUserLimit: 1, extra: { coinMode: 'all' } },
      userGift: null,
    });
    // Heaviest first.
    const data = await events(player);
    expect(data.currentEventsByTrigger[0]?.eventTrigger.eventTriggerId).toBe(
      trigger.eventTriggerId,
    );

    const timer = await inject(
      player.cookie,
      'POST',
      `/api/event-trigger/${trigger.eventTriggerId}/start-timer`,
      { userEventTriggerId: event!.userEventTriggerId },
    );
    expect(timer.statusCode).toBe(200);
    const { expiredAt } = timer.json().data as { expiredAt: string };
    expect(Date.parse(expiredAt) - clock.now().getTime()).toBeGreaterThan(23 * HOUR_MS);
    const again = await inject(
      player.cookie,
      'POST',
      `/api/event-trigger/${trigger.eventTriggerId}/start-timer`,
      { userEventTriggerId: event!.userEventTriggerId },
    );
    expect(again.json().data.expiredAt).toBe(expiredAt);
    expect(await eventOf(player, trigger.eventTriggerId)).toMatchObject({ canDisplay: true });

    const before = await wallet(player);
    const claimed = await claimGift(player, event!);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toEqual({ gcCoin: 5_000_00, scCoin: 1_00 });
    // The repeat of the same claim answers the first answer and moves nothing.
    const repeat = await claimGift(player, event!);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    const after = await wallet(player);
    expect(after.state.gc - before.state.gc).toBe(5_000_00);
    expect(after.state.bsc - before.state.bsc).toBe(1_00);

    // usesPerUserLimit 1: the next log-in starts nothing more of it.
    expect(await eventOf(player, trigger.eventTriggerId)).toBeUndefined();
    const lobby = await inject(player.cookie, 'POST', '/api/event-trigger/after-login-to-lobby');
    expect(lobby.statusCode).toBe(200);
    expect(await eventOf(player, trigger.eventTriggerId)).toBeUndefined();

    // The transactions list labels the credit as an event gift, a bonus.
    const listed = await inject(player.cookie, 'GET', '/api/user/transactions?actionType=bonus');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain('event_gift');
    const jobs = await executeRows(
      testApp.database.db,
      sql`SELECT id FROM jobs WHERE name = 'event-triggers.pay-gift'`,
    );
    expect(jobs).toEqual([]);
  });

  it('pays two concurrent claims of one gift once: the other answers 409, never 500', async () => {
    const trigger = await createTrigger({ durationSeconds: null });
    const player = await createSignedInPlayer(testApp);
    const event = (await eventOf(player, trigger.eventTriggerId))!;
    expect(event.canDisplay).toBe(true);
    const before = await wallet(player);
    const answers = await Promise.all([
      claimGift(player, event, 'claim-key-one'),
      claimGift(player, event, 'claim-key-two'),
      claimGift(player, event, 'claim-key-three'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(answer.json().error.name).toBe('EventTriggerNotClaimableError');
    }
    const after = await wallet(player);
    expect(after.state.gc - before.state.gc).toBe(5_000_00);
    // Without a header the event is the key: a concurrent repeat is refused, not paid.
    const second = await createTrigger({ durationSeconds: null });
    const other = (await eventOf(player, second.eventTriggerId))!;
    const natural = await Promise.all([claimGift(player, other), claimGift(player, other)]);
    expect(natural.every((answer) => answer.statusCode < 500)).toBe(true);
    const afterBoth = await wallet(player);
    expect(afterBoth.state.gc - after.state.gc).toBe(5_000_00);
  });

  it('refuses another player the event: 404, and nothing moves', async () => {
    const trigger = await createTrigger({ durationSeconds: null });
    const owner = await createSignedInPlayer(testApp);
    const thief = await createSignedInPlayer(testApp);
    const event = (await eventOf(owner, trigger.eventTriggerId))!;
    const before = await wallet(thief);
    const stolen = await claimGift(thief, event);
    expect(stolen.statusCode).toBe(404);
    const timer = await inject(
      thief.cookie,
      'POST',
      `/api/event-trigger/${trigger.eventTriggerId}/start-timer`,
      { userEventTriggerId: event.userEventTriggerId },
    );
    expect(timer.statusCode).toBe(404);
    expect((await wallet(thief)).state.gc).toBe(before.state.gc);
    // The right key with the wrong benefit key is not the event either.
    const wrongKey = await inject(owner.cookie, 'POST', '/api/gift/some-other-key', {
      activeEvent: { userEventTriggerId: event.userEventTriggerId },
    });
    expect(wrongKey.statusCode).toBe(404);
    expect((await claimGift(owner, event)).statusCode).toBe(200);
  });

  it('counts usesPerUserLimit: a message used twice of two, unlimited never last', async () => {
    const limited = await createTrigger(
      { usesPerUserLimit: 2, durationSeconds: null },
      { benefitType: 'message', gcCoin: 0, scCoin: 0 },
    );
    const unlimited = await createTrigger(
      { usesPerUserLimit: -1, durationSeconds: null },
      { benefitType: 'message', gcCoin: 0, scCoin: 0 },
    );
    const player = await createSignedInPlayer(testApp);
    const use = async (triggerId: number) => {
      const event = (await eventOf(player, triggerId))!;
      const answer = await inject(player.cookie, 'POST', `/api/message/${event.benefit.key}`, {
        activeEvent: { userEventTriggerId: event.userEventTriggerId },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.isLastUsage as boolean;
    };
    expect(await use(limited.eventTriggerId)).toBe(false);
    expect(await use(limited.eventTriggerId)).toBe(true);
    expect(await eventOf(player, limited.eventTriggerId)).toBeUndefined();
    for (let round = 0; round < 3; round += 1) {
      expect(await use(unlimited.eventTriggerId)).toBe(false);
    }
    expect(await eventOf(player, unlimited.eventTriggerId)).toBeDefined();
  });

  it('expires an event at its countdown and stops starting a trigger past its end', async () => {
    const trigger = await createTrigger({ durationSeconds: 3600 });
    const player = await createSignedInPlayer(testApp);
    const event = (await eventOf(player, trigger.eventTriggerId))!;
    await inject(
      player.cookie,
      'POST',
      `/api/event-trigger/${trigger.eventTriggerId}/start-timer`,
      {
        userEventTriggerId: event.userEventTriggerId,
      },
    );
    offset = 2 * HOUR_MS;
    try {
      const late = await claimGift(player, event);
      expect(late.statusCode).toBe(409);
      // The expired event does not count as a use: the next log-in opens a new one.
      const next = await eventOf(player, trigger.eventTriggerId);
      expect(next?.userEventTriggerId).not.toBe(event.userEventTriggerId);
      offset = 49 * HOUR_MS;
      expect(await eventOf(player, trigger.eventTriggerId)).toBeUndefined();
      const fresh = await createSignedInPlayer(testApp);
      expect(await eventOf(fresh, trigger.eventTriggerId)).toBeUndefined();
    } finally {
      offset = 0;
    }
  });

  it("claims an offer's free package once and refuses a priced one", async () => {
    const [storePackage] = await executeRows<{
      id: number;
      price_minor: number;
      gc_amount_minor: number;
      sc_amount_minor: number;
    }>(
      testApp.database.db,
      sql`SELECT id, price_minor, gc_amount_minor, sc_amount_minor FROM store_packages
            ORDER BY id LIMIT 1`,
    );
    const trigger = await createTrigger(
      { durationSeconds: null },
      {
        benefitType: 'offer',
        gcCoin: 0,
        scCoin: 0,
        packages: [
          { packageId: 77, price: 0, gcCoin: 2_000_00, scCoin: 0 },
          {
            packageId: storePackage!.id,
            price: storePackage!.price_minor,
            gcCoin: Number(storePackage!.gc_amount_minor),
            scCoin: Number(storePackage!.sc_amount_minor),
          },
        ],
      },
    );
    const player = await createSignedInPlayer(testApp);
    const event = (await eventOf(player, trigger.eventTriggerId))!;
    const claim = (packageId: number) =>
      inject(player.cookie, 'POST', '/api/v2/offers/rolling-offers/claim-free-package', {
        activeEvent: { userEventTriggerId: event.userEventTriggerId },
        userEventTriggerId: event.userEventTriggerId,
        eventTriggerId: trigger.eventTriggerId,
        packageId,
      });
    const before = await wallet(player);
    const priced = await claim(storePackage!.id);
    expect(priced.statusCode).toBe(400);
    expect(priced.json().error).toMatchObject({
      name: 'EventPackageHasPriceError',
      message: 'Cannot claim package with price',
    });
    expect((await claim(123456)).statusCode).toBe(404);
    const free = await claim(77);
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data).toEqual({ success: true, gcCoin: 2_000_00, scCoin: 0 });
    expect((await wallet(player)).state.gc - before.state.gc).toBe(2_000_00);
  });

  it('grants and pays a personal gift once', async () => {
    const trigger = await createTrigger({ durationSeconds: null }, { benefitType: 'personalGift' });
    const player = await createSignedInPlayer(testApp);
    // A personal gift starts for no one by itself.
    expect((await events(player)).personalGifts).toEqual([]);
    const grant = await inject(
      operator.cookie,
      'POST',
      `/api/admin/event-triggers/${trigger.eventTriggerId}/personal-gifts`,
      { userId: player.userId },
    );
    expect(grant.statusCode, grant.body).toBe(200);
    const { personalGifts } = await events(player);
    expect(personalGifts).toHaveLength(1);
    const id = personalGifts[0]!.userGift!.id;
    const before = await wallet(player);
    const answers = await Promise.all([
      inject(player.cookie, 'POST', `/api/gift/personal-gift/${id}`, undefined, {
        'idempotency-key': 'personal-one',
      }),
      inject(player.cookie, 'POST', `/api/gift/personal-gift/${id}`, undefined, {
        'idempotency-key': 'personal-two',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await wallet(player)).state.gc - before.state.gc).toBe(5_000_00);
  });

  it('starts an AFTER_PROMO_CODE trigger only for a player who redeemed the code', async () => {
    const trigger = await createTrigger({ triggerKey: 'AFTER_PROMO_CODE', promoCode: 'WELCOME10' });
    const player = await createSignedInPlayer(testApp);
    const before = await events(player, { triggerKey: 'AFTER_PROMO_CODE', promoCode: 'welcome10' });
    expect(before.currentEventsByTrigger).toEqual([]);
    const redeemed = await inject(
      player.cookie,
      'POST',
      '/api/promotion/redeem-promo-code',
      { promoCode: 'WELCOME10' },
      { 'idempotency-key': `redeem-${player.userId}` },
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const after = await events(player, { triggerKey: 'AFTER_PROMO_CODE', promoCode: 'welcome10' });
    expect(after.currentEventsByTrigger.map((item) => item.eventTrigger.eventTriggerId)).toContain(
      trigger.eventTriggerId,
    );
  });

  const WHEEL_SLICES = [
    { gcCoin: 1_000_00, scCoin: 0 },
    { gcCoin: 0, scCoin: 50 },
    { gcCoin: 2_500_00, scCoin: 0 },
    { gcCoin: 0, scCoin: 1_00 },
    { gcCoin: 5_000_00, scCoin: 0 },
  ];

  function wheelDefinition(): TEventTriggerDefinition {
    const wheel = demoEventTriggers(null).find(
      (trigger) => trigger.benefit.benefitType === 'wheelOfFortune',
    )!;
    sequence += 1;
    return {
      ...wheel,
      triggerKey: 'AFTER_LOGIN',
      promoCode: null,
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
      benefit: { ...wheel.benefit, key: `test-wheel-${sequence}`, slices: WHEEL_SLICES },
    };
  }

  const spin = (player: TSignedInPlayer, event: TEventTriggerEvent, clientSeed?: string) =>
    inject(player.cookie, 'POST', `/api/wheel-of-fortune/${event.benefit.key}/spin`, {
      activeEvent: { userEventTriggerId: event.userEventTriggerId },
      ...(clientSeed ? { clientSeed } : {}),
    });

  it('seeds the wheel behind its promo code', () => {
    const wheel = demoEventTriggers(null).find(
      (trigger) => trigger.benefit.benefitType === 'wheelOfFortune',
    );
    expect(wheel).toMatchObject({ triggerKey: 'AFTER_PROMO_CODE', promoCode: WHEEL_PROMO_CODE });
  });

  it('draws the wheel from the committed seed, verifiable once revealed, and pays that slice once', async () => {
    const created = await create(wheelDefinition());
    expect(created.statusCode, created.body).toBe(200);
    const { eventTriggerId } = created.json().data as { eventTriggerId: number };
    const player = await createSignedInPlayer(testApp);
    const event = await eventOf(player, eventTriggerId);
    expect(event).toMatchObject({
      canDisplay: true,
      benefit: { benefitType: 'wheelOfFortune', gcCoin: 0, scCoin: 0 },
    });
    const committed = event!.benefit.wheel!;
    expect(committed.slices).toEqual(WHEEL_SLICES);
    expect(committed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // The commitment does not change between reads.
    expect((await eventOf(player, eventTriggerId))!.benefit.wheel).toEqual(committed);

    const before = await wallet(player);
    const answer = await spin(player, event!, 'my-lucky-seed');
    expect(answer.statusCode, answer.body).toBe(200);
    const drawn = answer.json().data as {
      winnerSlice: number;
      gcCoin: number;
      scCoin: number;
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
    };
    expect(drawn.clientSeed).toBe('my-lucky-seed');
    expect(hashServerSeed(drawn.serverSeed)).toBe(committed.serverSeedHash);
    const replayed = createFairRng({
      serverSeed: drawn.serverSeed,
      clientSeed: drawn.clientSeed,
      nonce: drawn.nonce,
    }).nextInt(WHEEL_SLICES.length);
    expect(drawn.winnerSlice).toBe(replayed);
    expect({ gcCoin: drawn.gcCoin, scCoin: drawn.scCoin }).toEqual(WHEEL_SLICES[replayed]);
    const after = await wallet(player);
    expect(after.state.gc - before.state.gc).toBe(drawn.gcCoin);
    expect(after.state.bsc - before.state.bsc).toBe(drawn.scCoin);

    // Spun once: the event is gone and a later spin moves nothing.
    expect(await eventOf(player, eventTriggerId)).toBeUndefined();
    expect((await spin(player, event!, 'another-seed')).statusCode).toBe(409);
    expect((await wallet(player)).state.gc).toBe(after.state.gc);
  });

  it('pays two concurrent spins of one wheel once: the other answers 409; another player gets 404', async () => {
    const created = await create(wheelDefinition());
    const { eventTriggerId } = created.json().data as { eventTriggerId: number };
    const player = await createSignedInPlayer(testApp);
    const event = (await eventOf(player, eventTriggerId))!;
    const stranger = await createSignedInPlayer(testApp);
    const stolen = await spin(stranger, event);
    expect(stolen.statusCode).toBe(404);
    const wrongKey = await spin(player, {
      ...event,
      benefit: { ...event.benefit, key: 'no-such-wheel' },
    });
    expect(wrongKey.statusCode).toBe(404);

    const before = await wallet(player);
    const answers = await Promise.all([
      spin(player, event, 'seed-a'),
      spin(player, event, 'seed-b'),
    ]);
    expect(answers.map((item) => item.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((item) => item.statusCode === 200)!.json().data as {
      gcCoin: number;
      scCoin: number;
    };
    const after = await wallet(player);
    expect(after.state.gc - before.state.gc).toBe(won.gcCoin);
    expect(after.state.bsc - before.state.bsc).toBe(won.scCoin);
    const ledger = await executeRows<{ n: number }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers
            WHERE idempotency_key LIKE ${`event-gift:${event.userEventTriggerId}:%`}`,
    );
    expect(ledger[0]!.n).toBe(won.gcCoin > 0 && won.scCoin > 0 ? 2 : 1);
  });

  it('refuses invalid wheels with 400', async () => {
    const valid = wheelDefinition();
    const invalid: unknown[] = [
      { ...valid, benefit: { ...valid.benefit, slices: [WHEEL_SLICES[0]] } },
      { ...valid, benefit: { ...valid.benefit, slices: Array(13).fill(WHEEL_SLICES[0]) } },
      {
        ...valid,
        benefit: { ...valid.benefit, slices: [...WHEEL_SLICES, { gcCoin: 0, scCoin: 0 }] },
      },
      {
        ...valid,
        benefit: { ...valid.benefit, slices: [...WHEEL_SLICES, { gcCoin: -5, scCoin: 0 }] },
      },
      {
        ...valid,
        benefit: { ...valid.benefit, slices: [...WHEEL_SLICES, { gcCoin: 1.5, scCoin: 0 }] },
      },
      { ...valid, benefit: { ...valid.benefit, gcCoin: 100 } },
      {
        ...valid,
        benefit: {
          ...valid.benefit,
          packages: [{ packageId: 1, price: 0, gcCoin: 1, scCoin: 0 }],
        },
      },
      { ...definition(), benefit: { ...definition().benefit, slices: WHEEL_SLICES } },
    ];
    for (const payload of invalid) {
      const answer = await create(payload as object);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses invalid operator payloads with 400 and changes nothing; audits and guards writes', async () => {
    const player = await createSignedInPlayer(testApp);
    expect((await inject(player.cookie, 'GET', '/api/admin/event-triggers')).statusCode).toBe(403);
    const valid = definition();
    const invalid: unknown[] = [
      { ...valid, usesPerUserLimit: 0 },
      { ...valid, endsAt: valid.startsAt },
      { ...valid, triggerKey: 'AFTER_PROMO_CODE', promoCode: null },
      { ...valid, benefit: { ...valid.benefit, benefitType: 'wheelOfFortune' } },
      { ...valid, benefit: { ...valid.benefit, gcCoin: 0, scCoin: 0 } },
      { ...valid, benefit: { ...valid.benefit, key: 'Bad Key!' } },
      { ...valid, benefit: { ...valid.benefit, imageUrl: 'javascript:alert(1)' } },
      {
        ...valid,
        benefit: {
          ...valid.benefit,
          layout: { ...valid.benefit.layout, elements: [{ type: 'CLOSE' }] },
        },
      },
      {
        ...valid,
        benefit: {
          ...valid.benefit,
          benefitType: 'offer',
          gcCoin: 0,
          scCoin: 0,
          packages: [{ packageId: 999_999, price: 500, gcCoin: 1, scCoin: 0 }],
        },
      },
    ];
    const count = async () =>
      (await executeRows(testApp.database.db, sql`SELECT id FROM event_triggers`)).length;
    const stored = await count();
    for (const payload of invalid) {
      const answer = await create(payload as object);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await count()).toBe(stored);

    const created = await createTrigger();
    expect((await create(created.definition)).statusCode).toBe(400);
    const replaced = await inject(
      operator.cookie,
      'PUT',
      `/api/admin/event-triggers/${created.eventTriggerId}`,
      { ...created.definition, weight: 7 },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.definition.weight).toBe(7);
    const audited = await executeRows<{ action: string }>(
      testApp.database.db,
      sql`SELECT action FROM audit_log WHERE target_id = ${String(created.eventTriggerId)}
            AND target_type = 'event_trigger' AND actor_id = ${operator.userId} ORDER BY id`,
    );
    expect(audited.map((row) => row.action)).toEqual([
      'event_triggers.create',
      'event_triggers.replace',
    ]);
    const listed = await inject(operator.cookie, 'GET', '/api/admin/event-triggers');
    expect(listed.json().data.eventTriggers.length).toBe(await count());
  });
});
