import {
  ZEventTriggerDefinition,
  ZEventTriggerEvent,
  ZOpenOrderResponse,
  getStoreOffersContract,
  type TEventTriggerDefinition,
  type TEventTriggerEvent,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import {
  openCardOrder,
  payByCard,
  postPaymentHandle,
  testCard,
} from '#src/modules/payments/payments.test-support';
import {
  demoEventTriggers,
  TWO_THREE_OFFER_PROMO_CODE,
  type TStorePackageOffer,
} from '#src/seed/event-triggers';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import type { TTestApp } from '#test/helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;
const APPROVED_CARD = '4111111111111111';

/**
 * 2-3-offers (decision 215) and offers shown in the store (decision 216) over HTTP, bought
 * through the real card purchase (the sandbox processor beside the app): the operator's checks,
 * the offer taken by the credited purchase, purchaseCooldown and usesPerUserLimit, and the store
 * offers listed while open and for their coin.
 */
describe('2-3-offers and store offers', { timeout: 180_000 }, () => {
  let started: TAppWithSandbox | undefined;
  let testApp: TTestApp;
  let operator: TSignedInPlayer;
  let offset = 0;
  const clock = { now: () => new Date(Date.now() + offset) };
  const packs = new Map<string, TStorePackageOffer>();
  let sequence = 0;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl, OUTBOX_POLL_MS: '0' }),
      clock,
    });
    testApp = started.testApp;
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['events.manage']);
    const rows = await executeRows<{
      sku: string;
      id: number;
      price_minor: number;
      gc_amount_minor: number;
      sc_amount_minor: number;
    }>(
      testApp.database.db,
      sql`SELECT sku, id, price_minor, gc_amount_minor, sc_amount_minor FROM store_packages`,
    );
    for (const row of rows) {
      packs.set(row.sku, {
        id: Number(row.id),
        priceMinor: Number(row.price_minor),
        gcAmountMinor: Number(row.gc_amount_minor),
        scAmountMinor: Number(row.sc_amount_minor),
      });
    }
  });
  afterAll(() => started?.close());

  const inject = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const pack = (sku: string) => packs.get(sku)!;
  const sold = (sku: string) => ({
    packageId: pack(sku).id,
    price: pack(sku).priceMinor,
    gcCoin: pack(sku).gcAmountMinor,
    scCoin: pack(sku).scAmountMinor,
  });

  /** The demo trigger of a benefit type, as an AFTER_LOGIN trigger with its own key. */
  function definition(
    benefitType: '2-3-offer' | 'offer',
    overrides: Partial<TEventTriggerDefinition> = {},
    benefit: Partial<TEventTriggerDefinition['benefit']> = {},
  ): TEventTriggerDefinition {
    sequence += 1;
    const demo = demoEventTriggers(null, null, null, packs).find(
      (trigger) => trigger.benefit.benefitType === benefitType,
    )!;
    return {
      ...demo,
      triggerKey: 'AFTER_LOGIN',
      promoCode: null,
      startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
      endsAt: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
      ...overrides,
      benefit: { ...demo.benefit, key: `test-${benefitType}-${sequence}`, ...benefit },
    };
  }

  async function create(payload: object) {
    const answer = await inject(operator.cookie, 'POST', '/api/admin/event-triggers', payload);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { eventTriggerId: number; definition: TEventTriggerDefinition };
  }

  /** Starts the AFTER_LOGIN triggers as a log-in does; answers the player's event of one. */
  async function eventOf(
    player: TSignedInPlayer,
    eventTriggerId: number,
  ): Promise<TEventTriggerEvent | undefined> {
    const answer = await inject(player.cookie, 'POST', '/api/v2/event-trigger/events', {
      triggerKey: 'AFTER_LOGIN',
      csEventStart: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data.currentEventsByTrigger as unknown[])
      .map((item) => ZEventTriggerEvent.parse(item))
      .find((item) => item.eventTrigger.eventTriggerId === eventTriggerId);
  }

  async function storeOffers(player: TSignedInPlayer, coinType: 'GC' | 'SC') {
    const answer = await inject(
      player.cookie,
      'GET',
      `/api/v2/offers/store-offers?coinType=${coinType}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return getStoreOffersContract.response.parse(answer.json()).data.storeOffers;
  }

  /** Hands the outbox's rows to their consumers until `isDone`, for at most 10 s. */
  async function settle(isDone: () => Promise<boolean>) {
    const deadline = Date.now() + 10_000;
    while (!(await isDone())) {
      if (Date.now() > deadline) throw new Error('the purchase was not taken in time');
      await testApp.app.outbox.dispatchOnce();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Buys a store package by card as the payments frame does; answers the order's reference. */
  async function buy(player: TSignedInPlayer, packageId: number): Promise<string> {
    const opened = await openCardOrder(testApp, player, packageId);
    expect(opened.statusCode, opened.body).toBe(201);
    const order = ZOpenOrderResponse.parse(opened.json()).data.openOrder;
    const handle = await postPaymentHandle(order, { card: testCard(APPROVED_CARD) });
    const { paymentHandleToken } = (await handle.json()) as { paymentHandleToken: string };
    const paid = await payByCard(testApp, player, {
      packageId,
      merchantRefNum: order.merchantRefNum,
      paymentHandleToken,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return order.merchantRefNum;
  }

  const wallet = (player: TSignedInPlayer) => testApp.app.modules.wallet.getWallet(player.userId);

  async function outcomesOf(player: TSignedInPlayer, eventTriggerId: number) {
    const rows = await executeRows<{ outcome: string | null; gc: unknown; sc: unknown }>(
      testApp.database.db,
      sql`SELECT outcome, gc_paid_minor AS gc, sc_paid_minor AS sc FROM user_event_triggers
            WHERE user_id = ${player.userId} AND event_trigger_id = ${eventTriggerId} ORDER BY id`,
    );
    // PostgreSQL answers bigint as text, PGlite as a number.
    return rows.map((row) => ({
      outcome: row.outcome,
      gc: row.gc === null ? null : Number(row.gc),
      sc: row.sc === null ? null : Number(row.sc),
    }));
  }

  it("seeds PICKCROWN's 2-3-offer and a store-only offer, both passing the operator checks", async () => {
    const demo = demoEventTriggers(null, null, null, packs);
    const pick = demo.find((trigger) => trigger.benefit.benefitType === '2-3-offer');
    expect(pick).toMatchObject({
      triggerKey: 'AFTER_PROMO_CODE',
      promoCode: TWO_THREE_OFFER_PROMO_CODE,
      usesPerUserLimit: 1,
      benefit: { visibility: { lobby: true, store: false } },
    });
    const store = demo.find((trigger) => trigger.benefit.visibility.store);
    expect(store).toMatchObject({
      triggerKey: 'AFTER_LOGIN',
      benefit: { visibility: { lobby: false, store: true } },
    });
    for (const trigger of demo) {
      expect(ZEventTriggerDefinition.safeParse(trigger).success, trigger.benefit.key).toBe(true);
    }
    const seeded = await executeRows<{ benefit_key: string }>(
      testApp.database.db,
      sql`SELECT benefit_key FROM event_triggers WHERE benefit_key IN
            (${pick!.benefit.key}, ${store!.benefit.key})`,
    );
    expect(seeded).toHaveLength(2);
  });

  it('refuses invalid 2-3-offers and store offers with 400 and a clear message; nothing is stored', async () => {
    const valid = definition('2-3-offer');
    const store = definition('offer');
    const three = valid.benefit.packages;
    const cases: [object, string][] = [
      [{ ...valid, benefit: { ...valid.benefit, packages: three.slice(0, 1) } }, '2 or 3 packages'],
      [
        { ...valid, benefit: { ...valid.benefit, packages: [...three, sold('pack-50')] } },
        'benefit/packages',
      ],
      [
        {
          ...valid,
          benefit: {
            ...valid.benefit,
            packages: [
              ...three.slice(0, 2),
              { packageId: 900_123, price: 0, gcCoin: 1, scCoin: 0 },
            ],
          },
        },
        'store packages with a price above 0',
      ],
      [
        { ...valid, benefit: { ...valid.benefit, packages: [three[0], three[0], three[1]] } },
        'Package ids repeat',
      ],
      [
        {
          ...valid,
          benefit: {
            ...valid.benefit,
            packages: [three[0], { ...three[1]!, packageId: 999_999 }],
          },
        },
        'must be a store package on sale, at its store price and coins',
      ],
      [
        {
          ...valid,
          benefit: { ...valid.benefit, packages: [three[0], { ...three[1]!, price: 1 }] },
        },
        'must be a store package on sale, at its store price and coins',
      ],
      [
        {
          ...valid,
          benefit: { ...valid.benefit, packages: [three[0], { ...three[1]!, gcCoin: 1 }] },
        },
        'must be a store package on sale, at its store price and coins',
      ],
      [
        { ...store, benefit: { ...store.benefit, storeLayout: undefined } },
        'has its storeLayout and storeLayoutImageUrl',
      ],
      [
        {
          ...valid,
          benefit: {
            ...valid.benefit,
            visibility: { lobby: true, store: false },
            storeLayout: store.benefit.storeLayout,
          },
        },
        'Only a benefit shown in the store has a store layout',
      ],
      [
        {
          ...store,
          benefit: {
            ...store.benefit,
            benefitType: 'gift',
            gcCoin: 1_00,
            packages: [],
          },
        },
        'Only offers and 2-3-offers show in the store',
      ],
      [{ ...store, durationSeconds: 3600 }, 'has no countdown'],
      [
        { ...valid, benefit: { ...valid.benefit, visibility: { lobby: false, store: false } } },
        'shows in the lobby, the store or both',
      ],
      [
        {
          ...store,
          benefit: {
            ...store.benefit,
            storeLayout: { ...store.benefit.storeLayout!, title: 'Crown\u0000Picks' },
          },
        },
        'storeLayout',
      ],
    ];
    const count = async () =>
      (await executeRows(testApp.database.db, sql`SELECT id FROM event_triggers`)).length;
    const stored = await count();
    for (const [payload, message] of cases) {
      const answer = await inject(operator.cookie, 'POST', '/api/admin/event-triggers', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.body, JSON.stringify(payload)).toContain(message);
    }
    expect(await count()).toBe(stored);
    // Replacing a 2-3-offer with an invalid one is refused too.
    const created = await create({ ...valid, isActive: false });
    const replaced = await inject(
      operator.cookie,
      'PUT',
      `/api/admin/event-triggers/${created.eventTriggerId}`,
      { ...valid, benefit: { ...valid.benefit, packages: three.slice(0, 1) } },
    );
    expect(replaced.statusCode).toBe(400);
  });

  it("sells a 2-3-offer's package by card: credited once, the offer used, its limit reached", async () => {
    // Of several open offers selling the bought package the heaviest is taken: this one.
    const trigger = await create(definition('2-3-offer', { weight: 700 }));
    const [player, other] = await Promise.all([
      createSignedInPlayer(testApp),
      createSignedInPlayer(testApp),
    ]);
    const event = await eventOf(player, trigger.eventTriggerId);
    expect(event).toMatchObject({
      canDisplay: true,
      benefit: {
        benefitType: '2-3-offer',
        price: pack('pack-5').priceMinor,
        packages: [sold('pack-5'), sold('pack-10'), sold('pack-20')],
        visibility: { lobby: true, store: false },
      },
    });
    expect(await eventOf(other, trigger.eventTriggerId)).toBeDefined();

    const before = await wallet(player);
    const bought = pack('pack-10');
    const merchantRefNum = await buy(player, bought.id);
    await settle(
      async () => (await outcomesOf(player, trigger.eventTriggerId))[0]?.outcome === 'used',
    );
    const after = await wallet(player);
    expect(after.state.gc - before.state.gc).toBe(bought.gcAmountMinor);
    expect(after.state.psc - before.state.psc).toBe(bought.scAmountMinor);
    const transfers = await executeRows<{ n: number }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers
            WHERE code = 'purchase' AND metadata->>'merchantRefNum' = ${merchantRefNum}`,
    );
    // One transfer per coin, each once.
    expect(Number(transfers[0]!.n)).toBe(2);
    // The offer pays nothing of its own: the store credited the package.
    expect(await outcomesOf(player, trigger.eventTriggerId)).toEqual([
      { outcome: 'used', gc: 0, sc: 0 },
    ]);
    // usesPerUserLimit 1: a log-in opens it no more; the other player's offer stays open.
    expect(await eventOf(player, trigger.eventTriggerId)).toBeUndefined();
    expect(await eventOf(other, trigger.eventTriggerId)).toBeDefined();

    // Another purchase of the package is a purchase only: no offer is open to take.
    await buy(player, bought.id);
    await settle(
      async () => (await wallet(player)).state.gc - after.state.gc === bought.gcAmountMinor,
    );
    expect(await outcomesOf(player, trigger.eventTriggerId)).toHaveLength(1);
  });

  it('opens an offer again only after its purchaseCooldown, and no more than its usesPerUserLimit', async () => {
    const trigger = await create(
      definition('2-3-offer', { weight: 800, usesPerUserLimit: 2, purchaseCooldown: 3600 }),
    );
    const player = await createSignedInPlayer(testApp);
    const takeOnce = async () => {
      expect(await eventOf(player, trigger.eventTriggerId)).toBeDefined();
      const used = (await outcomesOf(player, trigger.eventTriggerId)).length;
      await buy(player, pack('pack-5').id);
      await settle(async () => {
        const rows = await outcomesOf(player, trigger.eventTriggerId);
        return rows.length === used && rows.at(-1)?.outcome === 'used';
      });
    };
    try {
      await takeOnce();
      // Within the hour after the purchase it does not open again.
      offset = 30 * 60 * 1000;
      expect(await eventOf(player, trigger.eventTriggerId)).toBeUndefined();
      offset = 61 * 60 * 1000;
      await takeOnce();
      // Two uses of two: not even after the cooldown.
      offset = 3 * HOUR_MS;
      expect(await eventOf(player, trigger.eventTriggerId)).toBeUndefined();
    } finally {
      offset = 0;
    }
  });

  it('lists store offers only while open and only for their coin, with the packages as the store sells them', async () => {
    const storeOnly = await create(
      definition('offer', { coinMode: 'sc', weight: 500 }, { packages: [sold('pack-50')] }),
    );
    const withPopup = await create(
      definition(
        '2-3-offer',
        { durationSeconds: 3600 },
        {
          visibility: { lobby: true, store: true },
          storeLayout: { title: 'Pick in the store', text: '', badge: '' },
          storeLayoutImageUrl: '/images/event-triggers/store-offer.svg',
        },
      ),
    );
    const player = await createSignedInPlayer(testApp);
    const ids = (offers: { eventTriggerId: number }[]) =>
      offers.map((offer) => offer.eventTriggerId);

    // Nothing is open before the player's log-in starts the triggers.
    expect(ids(await storeOffers(player, 'SC'))).not.toContain(storeOnly.eventTriggerId);
    const lobby = await inject(player.cookie, 'POST', '/api/event-trigger/after-login-to-lobby');
    expect(lobby.statusCode).toBe(200);

    // The store-only offer: for SC only; its popup event says lobby false (the client shows none).
    const popupEvent = await eventOf(player, storeOnly.eventTriggerId);
    expect(popupEvent?.benefit.visibility).toEqual({ lobby: false, store: true });
    expect(ids(await storeOffers(player, 'GC'))).not.toContain(storeOnly.eventTriggerId);
    const scOffers = await storeOffers(player, 'SC');
    const listed = scOffers.find((offer) => offer.eventTriggerId === storeOnly.eventTriggerId);
    expect(listed).toMatchObject({
      userEventTriggerId: popupEvent!.userEventTriggerId,
      benefitKey: storeOnly.definition.benefit.key,
      storeLayout: storeOnly.definition.benefit.storeLayout,
      storeLayoutImageUrl: storeOnly.definition.benefit.storeLayoutImageUrl,
      canDisplay: true,
      expiredAt: null,
    });
    const chest = pack('pack-50');
    expect(listed!.packages).toMatchObject([
      {
        packageId: chest.id,
        title: 'Chest of Coins',
        price: chest.priceMinor,
        gcAmount: chest.gcAmountMinor,
        scAmount: chest.scAmountMinor,
      },
    ]);

    // The 2-3-offer with a countdown shows in the store once its popup started the timer.
    const waiting = (await storeOffers(player, 'GC')).find(
      (offer) => offer.eventTriggerId === withPopup.eventTriggerId,
    );
    expect(waiting).toMatchObject({ canDisplay: false, expiredAt: null });
    expect(waiting!.packages).toHaveLength(3);
    const popup = (await eventOf(player, withPopup.eventTriggerId))!;
    const timer = await inject(
      player.cookie,
      'POST',
      `/api/event-trigger/${withPopup.eventTriggerId}/start-timer`,
      { userEventTriggerId: popup.userEventTriggerId },
    );
    expect(timer.statusCode).toBe(200);
    const running = (await storeOffers(player, 'SC')).find(
      (offer) => offer.eventTriggerId === withPopup.eventTriggerId,
    );
    expect(running).toMatchObject({ canDisplay: true, expiredAt: timer.json().data.expiredAt });

    // Bought in the store: the store-only offer is taken and leaves the list.
    await buy(player, storeOnly.definition.benefit.packages[0]!.packageId);
    await settle(
      async () => !ids(await storeOffers(player, 'SC')).includes(storeOnly.eventTriggerId),
    );
    // At the end of its countdown the other leaves the store too.
    offset = 2 * HOUR_MS;
    try {
      expect(ids(await storeOffers(player, 'GC'))).not.toContain(withPopup.eventTriggerId);
    } finally {
      offset = 0;
    }
    // An operator switching a store offer off takes it out of the store at once.
    const other = await createSignedInPlayer(testApp);
    await inject(other.cookie, 'POST', '/api/event-trigger/after-login-to-lobby');
    expect(ids(await storeOffers(other, 'SC'))).toContain(storeOnly.eventTriggerId);
    const off = await inject(
      operator.cookie,
      'PUT',
      `/api/admin/event-triggers/${storeOnly.eventTriggerId}`,
      { ...storeOnly.definition, isActive: false },
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(ids(await storeOffers(other, 'SC'))).not.toContain(storeOnly.eventTriggerId);
  });
});
