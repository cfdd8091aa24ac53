import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type {
  TClaimPackageMessage,
  TDomainEvents,
  TEventStartedMessage,
  TEventsReceivedMessage,
  TEventTriggerDefinition,
  TEventTriggerEvent,
} from '@casino/contracts';
import { ZEventTriggerDefinition, ZEventTriggerEvent } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { outboxInsert } from '#src/db/outbox';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';
import {
  demoEventTriggers,
  ROLLING_OFFER_PROMO_CODE,
  type TStorePackageOffer,
} from '#src/seed/event-triggers';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;
/** Long enough to tell that a push did not come: the pushes under test arrive in milliseconds. */
const SILENCE_MS = 300;

/**
 * Live-ops of the event triggers (decisions 213, 214) over HTTP and the wallet socket: rolling
 * offers stepped by free claims and by purchases, and the pushes events_received, event_started
 * and claim_package.
 */
describe('event triggers live-ops', { timeout: 120_000 }, () => {
  let testApp: TTestApp;
  let baseUrl: string;
  let operator: TSignedInPlayer;
  let starterPack: TStorePackageOffer;
  const sockets: TClientSocket[] = [];
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { OUTBOX_POLL_MS: '0' } });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['events.manage']);
    const [row] = await executeRows<{
      id: number;
      price_minor: number;
      gc_amount_minor: number;
      sc_amount_minor: number;
    }>(
      testApp.database.db,
      sql`SELECT id, price_minor, gc_amount_minor, sc_amount_minor FROM store_packages
            WHERE sku = 'pack-5'`,
    );
    starterPack = {
      id: Number(row!.id),
      priceMinor: Number(row!.price_minor),
      gcAmountMinor: Number(row!.gc_amount_minor),
      scAmountMinor: Number(row!.sc_amount_minor),
    };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  const post = (
    cookie: string,
    url: string,
    payload: object,
    method: 'POST' | 'PUT' = 'POST',
    headers: Record<string, string> = {},
  ) => testApp.app.inject({ method, url, headers: { cookie, ...headers }, payload });

  /** A rolling offer: a free step, the store's Starter Pack, a free step (as the demo's). */
  function rollingOffer(overrides: Partial<TEventTriggerDefinition> = {}): TEventTriggerDefinition {
    sequence += 1;
    const demo = demoEventTriggers(null, starterPack);
    const rolling = demo.find((trigger) => trigger.benefit.benefitType === 'rollingOffer')!;
    return {
      ...rolling,
      triggerKey: 'AFTER_LOGIN',
      promoCode: null,
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
      ...overrides,
      benefit: { ...rolling.benefit, key: `test-rolling-${sequence}` },
    };
  }

  async function create(definition: TEventTriggerDefinition) {
    const answer = await post(operator.cookie, '/api/admin/event-triggers', definition);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { eventTriggerId: number; definition: TEventTriggerDefinition };
  }

  async function eventOf(player: TSignedInPlayer, eventTriggerId: number) {
    const answer = await post(player.cookie, '/api/v2/event-trigger/events', {
      triggerKey: 'AFTER_LOGIN',
      csEventStart: true,
    });
    const data = answer.json().data as { currentEventsByTrigger: unknown[] };
    return data.currentEventsByTrigger
      .map((item) => ZEventTriggerEvent.parse(item))
      .find((item) => item.eventTrigger.eventTriggerId === eventTriggerId);
  }

  async function socketOf(player: TSignedInPlayer) {
    const socket = connectWallet(baseUrl, { token: player.idToken, pathname: '/' });
    sockets.push(socket);
    await connected(socket);
    return socket;
  }

  /** Everything `socket` hears of `event` from now on. */
  function heard(socket: TClientSocket, event: 'claim_package' | 'event_started') {
    const messages: unknown[] = [];
    socket.on(event, (message: unknown) => messages.push(message));
    return messages;
  }

  const silence = () => new Promise((resolve) => setTimeout(resolve, SILENCE_MS));

  async function purchase(player: TSignedInPlayer, packageId: number, amountMinor: number) {
    const merchantRefNum = `po_${randomUUID()}`;
    await redeliver(merchantRefNum, player, packageId, amountMinor);
    return merchantRefNum;
  }

  /** A purchase.completed row as the payments module writes it, delivered to every consumer. */
  async function redeliver(
    merchantRefNum: string,
    player: TSignedInPlayer,
    packageId: number,
    amountMinor: number,
  ) {
    const event: TDomainEvents['purchase.completed'] = {
      userId: player.userId,
      merchantRefNum,
      provider: 'card',
      packageId,
      amountMinor,
      currencyCode: 'USD',
      gcAmountMinor: 1,
      scAmountMinor: 1,
      creditedAt: new Date().toISOString(),
    };
    await testApp.database.db.execute(
      outboxInsert(
        'purchase.completed',
        sql`${merchantRefNum}`,
        sql`${JSON.stringify(event)}::jsonb`,
      ),
    );
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
  }

  const walletOf = (player: TSignedInPlayer) => testApp.app.modules.wallet.getWallet(player.userId);

  it('seeds the rolling offer behind its promo code, passing the operator checks', () => {
    const demo = demoEventTriggers(null, starterPack);
    const rolling = demo.find((trigger) => trigger.benefit.benefitType === 'rollingOffer');
    expect(rolling).toMatchObject({
      triggerKey: 'AFTER_PROMO_CODE',
      promoCode: ROLLING_OFFER_PROMO_CODE,
    });
    expect(ZEventTriggerDefinition.safeParse(rolling).success).toBe(true);
  });

  it('refuses rolling offers of fewer than two steps, or paying coins, with 400', async () => {
    const valid = rollingOffer();
    for (const benefit of [
      { ...valid.benefit, packages: valid.benefit.packages.slice(0, 1) },
      { ...valid.benefit, gcCoin: 1_00 },
      { ...valid.benefit, packages: [valid.benefit.packages[0]!, valid.benefit.packages[0]!] },
    ]) {
      const answer = await post(operator.cookie, '/api/admin/event-triggers', {
        ...valid,
        benefit,
      });
      expect(answer.statusCode, JSON.stringify(benefit)).toBe(400);
    }
  });

  it('takes the steps in order: a free claim pays, a purchase steps on, the last closes it; claim_package to the player only', async () => {
    const trigger = await create(rollingOffer());
    const [player, other] = await Promise.all([
      createSignedInPlayer(testApp),
      createSignedInPlayer(testApp),
    ]);
    const [mine, theirs] = await Promise.all([socketOf(player), socketOf(other)]);
    const theirClaims = heard(theirs, 'claim_package');
    const event = (await eventOf(player, trigger.eventTriggerId))!;
    const [free, priced, last] = trigger.definition.benefit.packages;
    expect(event).toMatchObject({
      currentStep: 0,
      benefit: { benefitType: 'rollingOffer', price: 0 },
    });
    const claim = (packageId: number, key: string = randomUUID()) =>
      post(
        player.cookie,
        '/api/v2/offers/rolling-offers/claim-free-package',
        {
          activeEvent: { userEventTriggerId: event.userEventTriggerId },
          userEventTriggerId: event.userEventTriggerId,
          eventTriggerId: trigger.eventTriggerId,
          packageId,
        },
        'POST',
        { 'idempotency-key': key },
      );

    // A later free step is not on offer yet: 409, nothing moves.
    const before = await walletOf(player);
    const early = await claim(last!.packageId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.name).toBe('RollingOfferStepError');

    const pushed = waitFor<TClaimPackageMessage>(mine, 'claim_package');
    const [first, second] = await Promise.all([
      claim(free!.packageId, 'rolling-first'),
      claim(free!.packageId, 'rolling-second'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await pushed).toEqual({
      type: 'claim_package',
      userEventTriggerId: event.userEventTriggerId,
      eventTriggerId: trigger.eventTriggerId,
      packageId: free!.packageId,
      currentStep: 1,
      isCompleted: false,
    });
    expect((await walletOf(player)).state.gc - before.state.gc).toBe(free!.gcCoin);
    // The repeated request answers the first answer and moves nothing.
    const winner = first.statusCode === 200 ? 'rolling-first' : 'rolling-second';
    const repeated = await claim(free!.packageId, winner);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual((first.statusCode === 200 ? first : second).json());
    expect((await walletOf(player)).state.gc - before.state.gc).toBe(free!.gcCoin);

    const stepped = (await eventOf(player, trigger.eventTriggerId))!;
    expect(stepped).toMatchObject({ currentStep: 1, benefit: { price: priced!.price } });
    const paid = await claim(priced!.packageId);
    expect(paid.statusCode).toBe(400);
    expect(paid.json().error.name).toBe('EventPackageHasPriceError');

    // A purchase of another package, or at another price, takes no step.
    await purchase(player, priced!.packageId, priced!.price + 1);
    await purchase(other, priced!.packageId, priced!.price);
    expect((await eventOf(player, trigger.eventTriggerId))!.currentStep).toBe(1);
    const bought = waitFor<TClaimPackageMessage>(mine, 'claim_package');
    await purchase(player, priced!.packageId, priced!.price);
    expect(await bought).toMatchObject({ packageId: priced!.packageId, currentStep: 2 });
    expect((await eventOf(player, trigger.eventTriggerId))!.currentStep).toBe(2);

    const done = waitFor<TClaimPackageMessage>(mine, 'claim_package');
    expect((await claim(last!.packageId)).statusCode).toBe(200);
    expect(await done).toMatchObject({ packageId: last!.packageId, isCompleted: true });
    expect((await walletOf(player)).state.bsc - before.state.bsc).toBe(last!.scCoin);
    // Used once (its limit): it starts no more.
    expect(await eventOf(player, trigger.eventTriggerId)).toBeUndefined();
    await silence();
    expect(theirClaims).toEqual([]);
  });

  /** A wheel whose spin is bought as the store's Starter Pack (decision 221). */
  function pricedWheel(
    packages: TEventTriggerDefinition['benefit']['packages'] = [
      { packageId: starterPack.id, price: starterPack.priceMinor, gcCoin: 0, scCoin: 0 },
    ],
  ): TEventTriggerDefinition {
    sequence += 1;
    const wheel = demoEventTriggers(null).find(
      (trigger) => trigger.benefit.benefitType === 'wheelOfFortune',
    )!;
    return {
      ...wheel,
      triggerKey: 'AFTER_LOGIN',
      promoCode: null,
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
      benefit: { ...wheel.benefit, key: `test-priced-wheel-${sequence}`, packages },
    };
  }

  it('refuses priced wheels of a free package, of two packages or off the store price, with 400', async () => {
    const item = { packageId: starterPack.id, price: starterPack.priceMinor, gcCoin: 0, scCoin: 0 };
    for (const packages of [
      [{ ...item, price: 0, gcCoin: 1_00 }],
      [item, { ...item, packageId: item.packageId + 1 }],
      [{ ...item, price: item.price + 1 }],
    ]) {
      const answer = await post(
        operator.cookie,
        '/api/admin/event-triggers',
        pricedWheel(packages),
      );
      expect(answer.statusCode, JSON.stringify(packages)).toBe(400);
    }
  });

  it('spins a priced wheel only once its package was bought, pushing the spinnable wheel to its player', async () => {
    const trigger = await create(pricedWheel());
    const [player, other] = await Promise.all([
      createSignedInPlayer(testApp),
      createSignedInPlayer(testApp),
    ]);
    const [mine, theirs] = await Promise.all([socketOf(player), socketOf(other)]);
    const theirEvents: unknown[] = [];
    theirs.on('events_received', (message) => theirEvents.push(message));
    const event = (await eventOf(player, trigger.eventTriggerId))!;
    expect(event.benefit).toMatchObject({
      benefitType: 'wheelOfFortune',
      price: starterPack.priceMinor,
      wheel: { canSpin: false },
    });
    const spin = (key: string = randomUUID()) =>
      post(
        player.cookie,
        `/api/wheel-of-fortune/${event.benefit.key}/spin`,
        { activeEvent: { userEventTriggerId: event.userEventTriggerId } },
        'POST',
        { 'idempotency-key': key },
      );
    const before = await walletOf(player);
    const early = await spin();
    expect(early.statusCode).toBe(409);
    expect(early.json().error.name).toBe('WheelOfFortuneNotBoughtError');

    // Another price, or another player's purchase, buys nothing.
    await purchase(player, starterPack.id, starterPack.priceMinor + 1);
    await purchase(other, starterPack.id, starterPack.priceMinor);
    expect((await eventOf(player, trigger.eventTriggerId))!.benefit.wheel?.canSpin).toBe(false);

    const pushed = waitFor<TEventsReceivedMessage>(mine, 'events_received');
    const merchantRefNum = await purchase(player, starterPack.id, starterPack.priceMinor);
    const [received] = (await pushed).events.map((item) => ZEventTriggerEvent.parse(item));
    expect(received).toMatchObject({
      userEventTriggerId: event.userEventTriggerId,
      benefit: { wheel: { canSpin: true, serverSeedHash: event.benefit.wheel!.serverSeedHash } },
    });
    // A bought spin outlives its trigger's end.
    await testApp.database.db.execute(
      sql`UPDATE event_triggers SET starts_at = now() - interval '2 hours',
            ends_at = now() - interval '1 second' WHERE id = ${trigger.eventTriggerId}`,
    );
    // The same purchase delivered again buys no other wheel.
    const second = await create(pricedWheel());
    expect((await eventOf(player, second.eventTriggerId))!.benefit.wheel?.canSpin).toBe(false);
    await redeliver(merchantRefNum, player, starterPack.id, starterPack.priceMinor);
    expect((await eventOf(player, second.eventTriggerId))!.benefit.wheel?.canSpin).toBe(false);

    const [first, again] = await Promise.all([spin('priced-first'), spin('priced-second')]);
    expect([first.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    const drawn = (first.statusCode === 200 ? first : again).json().data as {
      gcCoin: number;
      scCoin: number;
    };
    const after = await walletOf(player);
    // The purchase events here move no coins (the store credits packages); the slice is paid.
    expect(after.state.gc - before.state.gc).toBe(drawn.gcCoin);
    expect(after.state.bsc - before.state.bsc).toBe(drawn.scCoin);
    await silence();
    expect(theirEvents).toEqual([]);
  });

  it("pushes an operator's personal gift to the player as events_received, to no one else", async () => {
    const [gift] = demoEventTriggers(null);
    sequence += 1;
    const trigger = await create({
      ...gift!,
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      durationSeconds: null,
      benefit: { ...gift!.benefit, benefitType: 'personalGift', key: `test-personal-${sequence}` },
    });
    const [player, other] = await Promise.all([
      createSignedInPlayer(testApp),
      createSignedInPlayer(testApp),
    ]);
    const [mine, theirs] = await Promise.all([socketOf(player), socketOf(other)]);
    const theirEvents: unknown[] = [];
    theirs.on('events_received', (message) => theirEvents.push(message));
    const pushed = waitFor<TEventsReceivedMessage>(mine, 'events_received');
    const grant = await post(
      operator.cookie,
      `/api/admin/event-triggers/${trigger.eventTriggerId}/personal-gifts`,
      { userId: player.userId },
    );
    expect(grant.statusCode, grant.body).toBe(200);
    const message = await pushed;
    expect(message.type).toBe('events_received');
    const [event] = message.events.map((item) => ZEventTriggerEvent.parse(item));
    expect(event).toMatchObject<Partial<TEventTriggerEvent>>({
      userGift: { id: grant.json().data.userGiftId },
      canDisplay: true,
    });
    await silence();
    expect(theirEvents).toEqual([]);
  });

  it('tells every online player when an operator starts an AFTER_LOGIN trigger, and only then', async () => {
    const player = await createSignedInPlayer(testApp);
    const socket = await socketOf(player);
    const started = heard(socket, 'event_started');

    // Inactive, a promo code's, or not yet in its window: nothing is started.
    const inactive = await create(rollingOffer({ isActive: false }));
    await create(rollingOffer({ triggerKey: 'AFTER_PROMO_CODE', promoCode: 'WELCOME10' }));
    await create(rollingOffer({ startsAt: new Date(Date.now() + HOUR_MS).toISOString() }));
    await silence();
    expect(started).toEqual([]);

    const live = waitFor<TEventStartedMessage>(socket, 'event_started');
    const active = await create(rollingOffer());
    expect(await live).toEqual({ type: 'event_started', eventTriggerId: active.eventTriggerId });

    // Replacing it while it runs starts nothing new; switching the inactive one on does.
    await post(
      operator.cookie,
      `/api/admin/event-triggers/${active.eventTriggerId}`,
      { ...active.definition, weight: 3 },
      'PUT',
    );
    const switched = waitFor<TEventStartedMessage>(socket, 'event_started');
    const replaced = await post(
      operator.cookie,
      `/api/admin/event-triggers/${inactive.eventTriggerId}`,
      { ...inactive.definition, isActive: true },
      'PUT',
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await switched).toMatchObject({ eventTriggerId: inactive.eventTriggerId });
    await silence();
    expect(started).toHaveLength(2);
  });
});
