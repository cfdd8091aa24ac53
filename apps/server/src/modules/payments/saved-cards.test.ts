import {
  ZErrorEnvelope,
  ZGetPaymentOptionsResponse,
  ZGetSavedCardsResponse,
  ZOpenOrderResponse,
  ZProceedPaymentResponse,
  type TOpenOrder,
  type TSavedCard,
  type TStorePackage,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { everydayPack, postPaymentHandle } from '#src/modules/payments/payments.test-support';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import type { TTestApp } from '#test/helpers/test-app';

const CARD_NUMBER = '5555555555554444';
const CVV = '472';

describe('saved cards and payment options', () => {
  let testApp: TTestApp;
  let started: TAppWithSandbox | undefined;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl }),
    });
    ({ testApp } = started);
  });
  afterAll(() => started?.close());

  const call = (
    player: TSignedInPlayer,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie: player.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function openOrder(player: TSignedInPlayer, pack: TStorePackage): Promise<TOpenOrder> {
    const opened = await call(player, 'POST', '/api/user/open-order', {
      paymentType: 'deposit',
      packageId: pack.packageId,
    });
    expect(opened.statusCode).toBe(201);
    return ZOpenOrderResponse.parse(opened.json()).data.openOrder;
  }

  /** What the payments frame sends to the processor: a new card, or a saved one and its CVV. */
  const tokenise = postPaymentHandle;

  async function handleTokenOf(response: Response): Promise<string> {
    expect(response.status).toBe(201);
    return ((await response.json()) as { paymentHandleToken: string }).paymentHandleToken;
  }

  const pay = (
    player: TSignedInPlayer,
    pack: TStorePackage,
    order: TOpenOrder,
    paymentHandleToken: string,
    saveCard?: boolean,
  ) =>
    call(player, 'POST', '/api/user/proceed-payment-paysafe', {
      packageId: pack.packageId,
      paymentMethod: 'card',
      merchantRefNum: order.merchantRefNum,
      paymentHandleToken,
      platform: 'WEB',
      ...(saveCard === undefined ? {} : { saveCard }),
    });

  async function buyWithNewCard(player: TSignedInPlayer, saveCard: boolean) {
    const pack = await everydayPack(testApp, player);
    const order = await openOrder(player, pack);
    const token = await handleTokenOf(
      await tokenise(order, {
        card: {
          cardNum: CARD_NUMBER,
          cardExpiry: { month: 9, year: 2031 },
          cvv: CVV,
          holderName: 'Ada Player',
        },
      }),
    );
    const paid = await pay(player, pack, order, token, saveCard);
    expect(paid.statusCode).toBe(200);
    return { pack, token };
  }

  async function savedCardsOf(player: TSignedInPlayer): Promise<TSavedCard[]> {
    const response = await call(player, 'GET', '/api/user/cards-paysafe');
    expect(response.statusCode).toBe(200);
    return ZGetSavedCardsResponse.parse(response.json()).data.cards;
  }

  const deleteCard = (player: TSignedInPlayer, paymentHandleId: string | number) =>
    call(player, 'DELETE', `/api/user/paysafe-card?paymentHandleId=${paymentHandleId}`);

  const errorName = (response: { json: () => unknown }) =>
    ZErrorEnvelope.parse(response.json()).error.name;

  it('keeps a paid card only when the player asks, as its handle and what the player knows it by', async () => {
    const player = await createSignedInPlayer(testApp);
    await buyWithNewCard(player, false);
    expect(await savedCardsOf(player)).toEqual([]);

    await buyWithNewCard(player, true);
    const cards = await savedCardsOf(player);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      card: {
        brand: 'mastercard',
        lastDigits: '4444',
        cardExpiry: { month: 9, year: 2031 },
        holderName: 'Ada Player',
      },
    });
    expect(cards[0]?.timeToLiveSeconds).toBeGreaterThan(0);
    expect(Date.parse(cards[0]?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const stored = await executeRows<Record<string, unknown>>(
      testApp.database.db,
      sql`SELECT * FROM saved_cards WHERE user_id = ${player.userId}`,
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(CARD_NUMBER);
    // Three digits can occur by chance inside the provider's random ids: the CVV is looked for
    // as a whole value (a column's, or one inside a JSON column) and as a column of its own.
    expect(JSON.stringify(stored)).not.toMatch(new RegExp(`[:\\[,]"?${CVV}"?[,\\]}]`));
    expect(Object.keys(stored[0] ?? {}).join(' ')).not.toMatch(/cvv|cvc|security/i);

    await buyWithNewCard(player, true);
    expect(await savedCardsOf(player)).toHaveLength(1);
  });

  it('pays again with a saved card and its CVV only; a wrong CVV and the bare saved token pay nothing', async () => {
    const player = await createSignedInPlayer(testApp);
    const { pack } = await buyWithNewCard(player, true);
    const [saved] = await savedCardsOf(player);
    if (!saved) throw new Error('the card was not saved');
    const before = (await testApp.app.modules.wallet.getWallet(player.userId)).state;

    const order = await openOrder(player, pack);
    const bareToken = await pay(player, pack, order, saved.paymentHandleToken);
    expect(bareToken.statusCode).toBe(400);

    const savedCard = {
      singleUseCustomerToken: saved.customerToken,
      paymentHandleTokenFrom: saved.paymentHandleToken,
    };
    const wrong = await tokenise(order, { ...savedCard, cvv: '999' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { name: 'CvvCheckFailedError' } });

    const token = await handleTokenOf(await tokenise(order, { ...savedCard, cvv: CVV }));
    const paid = await pay(player, pack, order, token);
    expect(paid.statusCode).toBe(200);
    expect(ZProceedPaymentResponse.parse(paid.json()).data.details.status).toBe('success');
    const after = (await testApp.app.modules.wallet.getWallet(player.userId)).state;
    expect(after.gc - before.gc).toBe(pack.gcAmount);
    expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
  });

  it("answers 404 for another player's card and leaves it saved", async () => {
    const owner = await createSignedInPlayer(testApp);
    const stranger = await createSignedInPlayer(testApp);
    await buyWithNewCard(owner, true);
    const [saved] = await savedCardsOf(owner);
    if (!saved) throw new Error('the card was not saved');

    expect(await savedCardsOf(stranger)).toEqual([]);
    const foreign = await deleteCard(stranger, saved.paymentHandleId);
    expect(foreign.statusCode).toBe(404);
    expect(errorName(foreign)).toBe('SavedCardNotFoundError');
    const foreignOption = await call(stranger, 'DELETE', '/api/v2/payment/user-payment-options', {
      paymentMethod: 'card',
      upoId: String(saved.paymentHandleId),
    });
    expect(foreignOption.statusCode).toBe(404);
    expect(await savedCardsOf(owner)).toHaveLength(1);
  });

  it('refuses ids its column cannot hold with 400, and card upoIds that name no card with 404', async () => {
    const player = await createSignedInPlayer(testApp);
    for (const id of ['0', '-1', '2147483648', 'abc', '1.5', '']) {
      expect((await deleteCard(player, id)).statusCode).toBe(400);
    }
    for (const upoId of ['abc', '0', '99999999999', '1e3']) {
      const response = await call(player, 'DELETE', '/api/v2/payment/user-payment-options', {
        paymentMethod: 'card',
        upoId,
      });
      expect(response.statusCode).toBe(404);
    }
    for (const body of [
      { paymentMethod: 'card', upoId: 'a\u0000b' },
      { paymentMethod: 'card', upoId: 'x'.repeat(65) },
      { paymentMethod: 'skrill', upoId: '1' },
      { paymentMethod: 'card' },
    ]) {
      const response = await call(player, 'DELETE', '/api/v2/payment/user-payment-options', body);
      expect(response.statusCode).toBe(400);
    }
  });

  it('removes a card once when two removals race: one 200, the other 404, never a 500', async () => {
    const player = await createSignedInPlayer(testApp);
    await buyWithNewCard(player, true);
    const [saved] = await savedCardsOf(player);
    if (!saved) throw new Error('the card was not saved');

    const answers = await Promise.all([
      deleteCard(player, saved.paymentHandleId),
      deleteCard(player, saved.paymentHandleId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await savedCardsOf(player)).toEqual([]);

    const order = await openOrder(player, await everydayPack(testApp, player));
    const forgotten = await tokenise(order, {
      singleUseCustomerToken: saved.customerToken,
      paymentHandleTokenFrom: saved.paymentHandleToken,
      cvv: CVV,
    });
    expect(forgotten.status).toBeGreaterThanOrEqual(400);
  });

  it('lists saved cards and linked bank accounts as payment options, and removes a card option once', async () => {
    const player = await createSignedInPlayer(testApp);
    await buyWithNewCard(player, true);
    const listed = await call(player, 'GET', '/api/user/upo');
    expect(listed.statusCode).toBe(200);
    const options = ZGetPaymentOptionsResponse.parse(listed.json()).data;
    const cardOption = options.paymentOptions.find((option) => option.paymentMethodName === 'card');
    expect(cardOption?.paymentMethods).toHaveLength(1);
    expect(options.bankAccounts).toEqual([]);
    const upoId =
      cardOption?.paymentMethodName === 'card' ? cardOption.paymentMethods[0]?.upoId : '';

    const answers = await Promise.all(
      [0, 1].map(() =>
        call(player, 'DELETE', '/api/v2/payment/user-payment-options', {
          paymentMethod: 'card',
          upoId,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await savedCardsOf(player)).toEqual([]);

    const unknownBank = await call(player, 'DELETE', '/api/v2/payment/user-payment-options', {
      paymentMethod: 'bank',
      upoId: 'upo_unknown',
    });
    expect(unknownBank.statusCode).toBe(404);
    expect(errorName(unknownBank)).toBe('PaymentOptionNotFoundError');
  });
});
