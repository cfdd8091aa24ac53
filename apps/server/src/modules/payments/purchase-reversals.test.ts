import { createHmac } from 'node:crypto';
import {
  ZAdminPurchaseReversalsResponse,
  ZOpenOrderResponse,
  type TStorePackage,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import {
  everydayPack,
  postPaymentHandle,
  SANDBOX_MERCHANT,
  testCard,
} from '#src/modules/payments/payments.test-support';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import type { TProviderSandbox } from '#test/helpers/provider-sandbox';
import { grantPermissions } from '#test/helpers/roles';
import type { TTestApp } from '#test/helpers/test-app';

const WEBHOOK_SECRET = 'sandbox_whsec_crown_casino_development';
const SECRET_AUTH = `Basic ${Buffer.from(`${SANDBOX_MERCHANT}:sandbox_sk_crown_casino_development`).toString('base64')}`;
const APPROVED_CARD = '4111111111111111';

/** Seeded shuffle (mulberry32), so a failing order can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

interface TSandboxEvent {
  id: string;
  type: string;
  state: string;
  attempts: { statusCode?: number }[];
  payload: { data: { payment: { merchantRefNum: string } } };
}

describe('card refunds and chargebacks are ledger reversals (decision 175)', () => {
  let testApp: TTestApp;
  let sandbox: TProviderSandbox;
  let started: TAppWithSandbox | undefined;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl }),
    });
    ({ testApp, sandbox } = started);
  });
  afterAll(() => started?.close());

  const balances = async (player: TSignedInPlayer) =>
    (await testApp.app.modules.wallet.getWallet(player.userId)).state;

  async function openOrder(player: TSignedInPlayer, pack: TStorePackage) {
    const opened = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/open-order',
      headers: { cookie: player.cookie },
      payload: { paymentType: 'deposit', packageId: pack.packageId },
    });
    expect(opened.statusCode).toBe(201);
    return ZOpenOrderResponse.parse(opened.json()).data.openOrder;
  }

  /** A player who bought the everyday pack by card: the order and the processor's payment id. */
  async function purchased() {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    const order = await openOrder(player, pack);
    const handle = await postPaymentHandle(order, { card: testCard(APPROVED_CARD) });
    const { paymentHandleToken } = (await handle.json()) as { paymentHandleToken: string };
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/proceed-payment-paysafe',
      headers: { cookie: player.cookie },
      payload: {
        packageId: pack.packageId,
        paymentMethod: 'card',
        merchantRefNum: order.merchantRefNum,
        paymentHandleToken,
        platform: 'WEB',
      },
    });
    expect(paid.statusCode).toBe(200);
    const [row] = await executeRows<{ payment_id: string }>(
      testApp.database.db,
      sql`SELECT provider_payment_id AS payment_id FROM purchase_orders
          WHERE merchant_ref_num = ${order.merchantRefNum}`,
    );
    return { player, pack, order, paymentId: row?.payment_id as string };
  }

  async function operator(paymentId: string, action: 'refund' | 'chargeback', body: object = {}) {
    const response = await fetch(`${sandbox.url}/card/_sandbox/payments/${paymentId}/${action}`, {
      method: 'POST',
      headers: { authorization: SECRET_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
  }

  async function eventsOf(merchantRefNum: string): Promise<TSandboxEvent[]> {
    const response = await fetch(`${sandbox.url}/card/_sandbox/events`, {
      headers: { authorization: SECRET_AUTH },
    });
    const { events } = (await response.json()) as { events: TSandboxEvent[] };
    return events.filter((event) => event.payload.data.payment.merchantRefNum === merchantRefNum);
  }

  /** Waits until the order has `count` events, all delivered, answered 200 `answered` times. */
  async function settled(
    merchantRefNum: string,
    count: number,
    answered = count,
  ): Promise<TSandboxEvent[]> {
    await expect
      .poll(
        async () => {
          const events = await eventsOf(merchantRefNum);
          const accepted = events
            .flatMap((event) => event.attempts)
            .filter((attempt) => attempt.statusCode === 200).length;
          return (
            events.length === count &&
            accepted >= answered &&
            events.every((event) => event.state === 'delivered')
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return eventsOf(merchantRefNum);
  }

  async function redeliver(eventIds: readonly string[]): Promise<void> {
    await Promise.all(
      eventIds.map((eventId) =>
        fetch(`${sandbox.url}/card/_sandbox/redeliver/${eventId}`, {
          method: 'POST',
          headers: { authorization: SECRET_AUTH },
        }),
      ),
    );
  }

  async function reversals(merchantRefNum: string) {
    return executeRows<{ code: string; currency: string; taken: string }>(
      testApp.database.db,
      sql`SELECT t.code, t.currency, COALESCE(-SUM(p.amount_minor), 0)::text AS taken
          FROM ledger_transfers t
          LEFT JOIN ledger_postings p ON p.transfer_id = t.id
            AND p.account_id IN (SELECT id FROM ledger_accounts WHERE owner = 'player')
          WHERE t.code IN ('purchase_refund', 'purchase_chargeback')
            AND t.metadata->>'merchantRefNum' = ${merchantRefNum}
          GROUP BY t.id, t.code, t.currency ORDER BY t.id`,
    );
  }

  async function statusOf(merchantRefNum: string) {
    const [row] = await executeRows<{ status: string }>(
      testApp.database.db,
      sql`SELECT status FROM purchase_orders WHERE merchant_ref_num = ${merchantRefNum}`,
    );
    return row?.status;
  }

  async function expectLedgerBalanced() {
    expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
  }

  it('reverses a partial refund once under twenty redeliveries in random order', async () => {
    const { player, pack, order, paymentId } = await purchased();
    await settled(order.merchantRefNum, 1);
    const half = Math.floor(order.amount / 2);
    await operator(paymentId, 'refund', { amount: half });
    const events = await settled(order.merchantRefNum, 2);
    const ids = events.map((event) => event.id);
    await redeliver(shuffled([...Array(10).fill(ids[0]), ...Array(10).fill(ids[1])], 175));
    await settled(order.merchantRefNum, 2, 22);

    const gcTaken = Math.floor((pack.gcAmount * half) / order.amount);
    const scTaken = Math.floor((pack.scAmount * half) / order.amount);
    expect(await reversals(order.merchantRefNum)).toEqual([
      { code: 'purchase_refund', currency: 'GC', taken: String(gcTaken) },
      { code: 'purchase_refund', currency: 'SC', taken: String(scTaken) },
    ]);
    expect(await balances(player)).toEqual({
      gc: pack.gcAmount - gcTaken,
      bsc: 0,
      psc: pack.scAmount - scTaken,
      wsc: 0,
    });
    expect(await statusOf(order.merchantRefNum)).toBe('refunded');
    await expectLedgerBalanced();
  });

  it('takes back only the rest on a chargeback after a refund, however often both arrive', async () => {
    const { player, pack, order, paymentId } = await purchased();
    await settled(order.merchantRefNum, 1);
    await operator(paymentId, 'refund', { amount: Math.floor(order.amount / 3) });
    await settled(order.merchantRefNum, 2);
    await operator(paymentId, 'chargeback', { reasonCode: '10.4' });
    const events = await settled(order.merchantRefNum, 3);
    await redeliver(
      shuffled(
        [...events, ...events].map((event) => event.id),
        14,
      ),
    );
    await settled(order.merchantRefNum, 3, 9);

    const rows = await reversals(order.merchantRefNum);
    expect(rows.map((row) => row.code)).toEqual([
      'purchase_refund',
      'purchase_refund',
      'purchase_chargeback',
      'purchase_chargeback',
    ]);
    const takenOf = (currency: string) =>
      rows
        .filter((row) => row.currency === currency)
        .reduce((sum, row) => sum + Number(row.taken), 0);
    expect(takenOf('GC')).toBe(pack.gcAmount);
    expect(takenOf('SC')).toBe(pack.scAmount);
    expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    expect(await statusOf(order.merchantRefNum)).toBe('charged_back');
    await expectLedgerBalanced();
  });

  it('takes back no more than the player still holds once the coins are spent', async () => {
    const { player, pack, order, paymentId } = await purchased();
    await settled(order.merchantRefNum, 1);
    const spentSc = Math.floor(pack.scAmount / 2);
    await testApp.app.modules.wallet.transfer({
      idempotencyKey: `spend:${order.merchantRefNum}`,
      code: 'bet',
      userId: player.userId,
      coin: 'SC',
      amountMinor: spentSc,
    });
    await operator(paymentId, 'chargeback');
    await settled(order.merchantRefNum, 2);

    expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
    expect(await reversals(order.merchantRefNum)).toEqual([
      { code: 'purchase_chargeback', currency: 'GC', taken: String(pack.gcAmount) },
      { code: 'purchase_chargeback', currency: 'SC', taken: String(pack.scAmount - spentSc) },
    ]);
    expect(await statusOf(order.merchantRefNum)).toBe('charged_back');
    await expectLedgerBalanced();

    // The operator sees what the ledger could not take back; a player may not look.
    const auditor = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, auditor.userId, ['ledger.read']);
    const list = (cookie: string, query: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/admin/purchases/reversals${query}`,
        headers: { cookie },
      });
    const answer = await list(auditor.cookie, '?shortfallOnly=true&limit=100');
    expect(answer.statusCode).toBe(200);
    const listed = ZAdminPurchaseReversalsResponse.parse(answer.json()).data;
    expect(listed.reversals.filter((row) => row.merchantRefNum === order.merchantRefNum)).toEqual([
      expect.objectContaining({
        userId: player.userId,
        kind: 'chargeback',
        takenMinor: { GC: pack.gcAmount, SC: pack.scAmount - spentSc },
        shortfallMinor: { GC: 0, SC: spentSc },
      }),
    ]);
    expect(listed.reversals.every((row) => row.shortfallMinor.GC + row.shortfallMinor.SC > 0)).toBe(
      true,
    );
    expect(listed.shortfallTotalMinor.SC).toBeGreaterThanOrEqual(spentSc);
    expect((await list(player.cookie, '')).statusCode).toBe(403);
    expect((await list(auditor.cookie, '?shortfallOnly=maybe')).statusCode).toBe(400);
  });

  describe('refused notifications move nothing', () => {
    function sign(body: string, secret = WEBHOOK_SECRET) {
      const at = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
      return `t=${at},v1=${v1}`;
    }

    function refundEvent(merchantRefNum: string, paymentId: string, amount: number) {
      return JSON.stringify({
        id: `evt_${paymentId}_${merchantRefNum}`,
        type: 'payment.refunded',
        provider: 'card',
        merchantId: SANDBOX_MERCHANT,
        createdAt: new Date().toISOString(),
        data: {
          payment: {
            id: paymentId,
            merchantRefNum,
            amount,
            currencyCode: 'USD',
            status: 'COMPLETED',
            refunds: [{ id: 'ref_forged', amount }],
          },
          refund: { id: 'ref_forged', amount },
        },
      });
    }

    const postWebhook = (body: string, signature?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/webhooks/card',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-sandbox-signature': signature } : {}),
        },
        payload: body,
      });

    it('refuses unsigned, forged, foreign and premature refunds', async () => {
      const { player, pack, order, paymentId } = await purchased();
      await settled(order.merchantRefNum, 1);
      const genuine = refundEvent(order.merchantRefNum, paymentId, order.amount);
      expect((await postWebhook(genuine)).statusCode).toBe(401);
      expect((await postWebhook(genuine, sign(genuine, 'whsec_not_ours'))).statusCode).toBe(401);

      const foreignPayment = refundEvent(order.merchantRefNum, 'pay_someone_else', order.amount);
      const foreign = await postWebhook(foreignPayment, sign(foreignPayment));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.name).toBe('PurchaseOrderNotFoundError');

      const unknownOrder = refundEvent('po_never_opened', paymentId, order.amount);
      expect((await postWebhook(unknownOrder, sign(unknownOrder))).statusCode).toBe(404);

      const other = await createSignedInPlayer(testApp);
      const unpaid = await openOrder(other, pack);
      const premature = refundEvent(unpaid.merchantRefNum, paymentId, unpaid.amount);
      const answer = await postWebhook(premature, sign(premature));
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.name).toBe('PurchaseOrderStateError');

      expect(await balances(player)).toEqual({
        gc: pack.gcAmount,
        bsc: 0,
        psc: pack.scAmount,
        wsc: 0,
      });
      expect(await reversals(order.merchantRefNum)).toEqual([]);
      expect(await statusOf(order.merchantRefNum)).toBe('success');
      expect(await statusOf(unpaid.merchantRefNum)).toBe('open');
      await expectLedgerBalanced();
    });
  });
});
