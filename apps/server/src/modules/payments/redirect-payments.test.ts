import { createHmac } from 'node:crypto';
import {
  type TBankAccountResultMessage,
  ZBankAccountResultMessage,
  ZBankPurchaseResponse,
  ZErrorEnvelope,
  ZRegisterTransactionResponse,
  ZSkrillPurchaseResponse,
  type TStorePackage,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import {
  connected,
  connectWallet,
  waitFor,
  type TClientSocket,
} from '#src/plugins/app/socket.test-support';
import { everydayPack, SANDBOX_MERCHANT } from '#src/modules/payments/payments.test-support';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { PAYMENTS_TEST_ORIGIN, type TProviderSandbox } from '#test/helpers/provider-sandbox';
import type { TTestApp } from '#test/helpers/test-app';

const WEBHOOK_SECRET = 'sandbox_whsec_crown_casino_development';
const SECRET_KEY_AUTH = `Basic ${Buffer.from(`${SANDBOX_MERCHANT}:sandbox_sk_crown_casino_development`).toString('base64')}`;

type TMethod = 'bank' | 'skrill';
type TOutcome = 'complete' | 'fail' | 'cancel' | 'pending';

describe('bank and Skrill purchases', () => {
  let testApp: TTestApp;
  let sandbox: TProviderSandbox;
  let started: TAppWithSandbox | undefined;
  let siteRoot: string;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl }),
      sandboxEnv: (app) => ({
        SANDBOX_ALLOWED_ORIGINS: `${PAYMENTS_TEST_ORIGIN},${new URL(app.config.publicUrl).origin}`,
      }),
    });
    ({ testApp, sandbox } = started);
    siteRoot = new URL('/', testApp.config.publicUrl).toString();
  });
  const sockets: TClientSocket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await started?.close();
  });

  const balances = async (player: TSignedInPlayer) =>
    (await testApp.app.modules.wallet.getWallet(player.userId)).state;

  async function purchaseTransfers(merchantRefNum: string) {
    const [row] = await executeRows<{ n: unknown }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers
          WHERE code = 'purchase' AND metadata->>'merchantRefNum' = ${merchantRefNum}`,
    );
    return Number(row?.n);
  }

  async function orderStatus(merchantRefNum: string) {
    const [row] = await executeRows<{ status: string }>(
      testApp.database.db,
      sql`SELECT status FROM purchase_orders WHERE merchant_ref_num = ${merchantRefNum}`,
    );
    return row?.status;
  }

  function start(player: TSignedInPlayer, method: TMethod, packageId: number, href?: string) {
    return testApp.app.inject({
      method: 'POST',
      url: method === 'bank' ? '/api/user/nuvei-mazooma' : '/api/user/skrill-session',
      headers: { cookie: player.cookie },
      payload: {
        packageId,
        links: [{ rel: 'default', href: href ?? `${siteRoot}?packageId=${packageId}` }],
      },
    });
  }

  /** Starts a purchase and answers our reference and the provider's page. */
  async function begin(player: TSignedInPlayer, method: TMethod, pack: TStorePackage) {
    const response = await start(player, method, pack.packageId);
    expect(response.statusCode).toBe(201);
    if (method === 'bank') {
      const { data } = ZBankPurchaseResponse.parse(response.json());
      return { merchantRefNum: data.transactionId, redirectUrl: data.paymentOption.redirectUrl };
    }
    const { data } = ZSkrillPurchaseResponse.parse(response.json());
    expect(new URL(data.redirectUrl).searchParams.get('sid')).toBe(data.sessionId);
    return { merchantRefNum: data.transactionId, redirectUrl: data.redirectUrl };
  }

  /** What the payer does on the provider's page; answers where the provider sends them back. */
  async function act(method: TMethod, redirectUrl: string, outcome: TOutcome): Promise<URL> {
    const page = new URL(redirectUrl);
    const form =
      method === 'bank'
        ? new URLSearchParams({ outcome })
        : new URLSearchParams({
            sid: page.searchParams.get('sid') ?? '',
            email: 'payer@example.com',
            outcome,
          });
    const answer = await fetch(method === 'bank' ? page : new URL('/skrill/pay', page), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '');
  }

  function register(player: TSignedInPlayer, method: TMethod, merchantRefNum: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/user/register-transaction',
      headers: { cookie: player.cookie },
      payload: { method, merchantRefNum },
    });
  }

  function sign(body: string, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)) {
    const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
    return `t=${at},v1=${v1}`;
  }

  const postWebhook = (method: TMethod, body: string, signature?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/webhooks/${method}`,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-sandbox-signature': signature } : {}),
      },
      payload: body,
    });

  /** The sandbox's events of one purchase, newest first. */
  async function eventsOf(method: TMethod, merchantRefNum: string) {
    const response = await fetch(`${sandbox.url}/${method}/_sandbox/events`, {
      headers: { authorization: SECRET_KEY_AUTH },
    });
    const { events } = (await response.json()) as {
      events: {
        id: string;
        type: string;
        state: string;
        payload: { data: Record<string, { merchantRefNum: string }> };
      }[];
    };
    return events.filter(
      (event) =>
        (event.payload.data.transaction ?? event.payload.data.payment)?.merchantRefNum ===
        merchantRefNum,
    );
  }

  async function expectLedgerBalanced() {
    expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
  }

  for (const method of ['bank', 'skrill'] as const) {
    describe(method, () => {
      it('sends the payer to the provider and back to the site root with the return parameters', async () => {
        const player = await createSignedInPlayer(testApp);
        const pack = await everydayPack(testApp, player);
        const { merchantRefNum, redirectUrl } = await begin(player, method, pack);
        expect(await orderStatus(merchantRefNum)).toBe('in progress');
        const back = await act(method, redirectUrl, 'complete');
        expect(back.origin + back.pathname).toBe(siteRoot);
        expect(Object.fromEntries(back.searchParams)).toMatchObject({
          method,
          type: 'purchase',
          status: 'complete',
          merchantRefNum,
          packageId: String(pack.packageId),
        });
        if (method === 'skrill') expect(back.searchParams.get('skrillSessionId')).toBeTruthy();
      });

      it('credits GC and SC once when the return and the notification both arrive, repeated', async () => {
        const player = await createSignedInPlayer(testApp);
        const pack = await everydayPack(testApp, player);
        const before = await balances(player);
        const { merchantRefNum, redirectUrl } = await begin(player, method, pack);
        await act(method, redirectUrl, 'complete');
        // Twins at once: one registers, the others are told it is in progress (a race is 409).
        const twins = await Promise.all(
          [1, 2, 3].map(() => register(player, method, merchantRefNum)),
        );
        expect(twins.some((answer) => answer.statusCode === 200)).toBe(true);
        for (const answer of twins.filter((twin) => twin.statusCode !== 200)) {
          expect(answer.statusCode).toBe(409);
          expect(ZErrorEnvelope.parse(answer.json()).error.name).toBe('IdempotencyInProgressError');
        }
        const retried = await register(player, method, merchantRefNum);
        expect(retried.statusCode).toBe(200);
        expect(ZRegisterTransactionResponse.parse(retried.json()).data.details).toMatchObject({
          status: 'success',
          transactionId: merchantRefNum,
        });
        await expect
          .poll(async () => (await eventsOf(method, merchantRefNum))[0]?.state)
          .toBe('delivered');
        const [event] = await eventsOf(method, merchantRefNum);
        await Promise.all(
          [1, 2, 3].map(() =>
            fetch(`${sandbox.url}/${method}/_sandbox/redeliver/${event?.id}`, {
              method: 'POST',
              headers: { authorization: SECRET_KEY_AUTH },
            }),
          ),
        );
        await expect
          .poll(async () => (await eventsOf(method, merchantRefNum))[0]?.state)
          .toBe('delivered');
        expect(await purchaseTransfers(merchantRefNum)).toBe(2);
        expect(await balances(player)).toMatchObject({
          gc: before.gc + pack.gcAmount,
          psc: before.psc + pack.scAmount,
        });
        expect(await orderStatus(merchantRefNum)).toBe('success');
        await expectLedgerBalanced();
      });

      it('credits through the notification alone when the payer never comes back', async () => {
        const player = await createSignedInPlayer(testApp);
        const pack = await everydayPack(testApp, player);
        const { merchantRefNum, redirectUrl } = await begin(player, method, pack);
        await act(method, redirectUrl, 'complete');
        await expect.poll(() => orderStatus(merchantRefNum)).toBe('success');
        expect(await purchaseTransfers(merchantRefNum)).toBe(2);
        const late = await register(player, method, merchantRefNum);
        expect(ZRegisterTransactionResponse.parse(late.json()).data.details.status).toBe('success');
        expect(await purchaseTransfers(merchantRefNum)).toBe(2);
      });

      for (const outcome of ['fail', 'cancel'] as const) {
        it(`credits nothing when the payer chooses ${outcome}`, async () => {
          const player = await createSignedInPlayer(testApp);
          const pack = await everydayPack(testApp, player);
          const before = await balances(player);
          const { merchantRefNum, redirectUrl } = await begin(player, method, pack);
          const back = await act(method, redirectUrl, outcome);
          expect(back.searchParams.get('status')).toBe(
            outcome === 'cancel' ? 'cancelled' : method === 'bank' ? 'faile' : 'failed',
          );
          const answer = await register(player, method, merchantRefNum);
          expect(answer.statusCode).toBe(402);
          expect(ZErrorEnvelope.parse(answer.json()).error.name).toBe('PaymentDeclinedError');
          await expect
            .poll(async () => (await eventsOf(method, merchantRefNum))[0]?.state)
            .toBe('delivered');
          expect(await orderStatus(merchantRefNum)).toBe('failed');
          expect(await purchaseTransfers(merchantRefNum)).toBe(0);
          expect(await balances(player)).toEqual(before);
        });
      }

      it('waits on a pending payment and credits it once the provider completes it', async () => {
        const player = await createSignedInPlayer(testApp);
        const pack = await everydayPack(testApp, player);
        const { merchantRefNum, redirectUrl } = await begin(player, method, pack);
        await act(method, redirectUrl, 'pending');
        const answer = await register(player, method, merchantRefNum);
        expect(ZRegisterTransactionResponse.parse(answer.json()).data.details.status).toBe(
          'pending',
        );
        await expect
          .poll(async () => (await eventsOf(method, merchantRefNum))[0]?.state)
          .toBe('delivered');
        expect(await purchaseTransfers(merchantRefNum)).toBe(0);
        const [pendingEvent] = await eventsOf(method, merchantRefNum);
        const providerId =
          method === 'bank'
            ? (pendingEvent?.payload.data.transaction as { transactionId?: string } | undefined)
                ?.transactionId
            : new URL(redirectUrl).searchParams.get('sid');
        const resolved = await fetch(
          `${sandbox.url}/${method}/_sandbox/${method === 'bank' ? 'transactions' : 'sessions'}/${providerId}/resolve`,
          {
            method: 'POST',
            headers: { authorization: SECRET_KEY_AUTH, 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'COMPLETED' }),
          },
        );
        expect(resolved.status).toBe(200);
        await expect.poll(() => orderStatus(merchantRefNum)).toBe('success');
        expect(await purchaseTransfers(merchantRefNum)).toBe(2);
      });

      it('refuses a notification with a missing, forged or stale signature, moving nothing', async () => {
        const player = await createSignedInPlayer(testApp);
        const pack = await everydayPack(testApp, player);
        const { merchantRefNum, redirectUrl } = await begin(player, method, pack);
        await act(method, redirectUrl, 'pending');
        await expect
          .poll(async () => (await eventsOf(method, merchantRefNum))[0]?.state)
          .toBe('delivered');
        const [pendingEvent] = await eventsOf(method, merchantRefNum);
        const record = JSON.stringify(pendingEvent?.payload);
        const forged = record
          .replace(/"status":"PENDING"/g, '"status":"COMPLETED"')
          .replace(/\.pending"/, '.completed"');
        const stale = Math.floor(Date.now() / 1000) - 3600;
        for (const signature of [
          undefined,
          sign(forged, 'sandbox_whsec_someone_else_entirely'),
          sign(forged, WEBHOOK_SECRET, stale),
          sign(record).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`),
        ]) {
          const response = await postWebhook(method, forged, signature);
          expect(response.statusCode).toBe(401);
          expect(ZErrorEnvelope.parse(response.json()).error.name).toBe(
            'WebhookSignatureInvalidError',
          );
        }
        expect(await purchaseTransfers(merchantRefNum)).toBe(0);
        expect(await orderStatus(merchantRefNum)).toBe('pending');
      });
    });
  }

  /**
   * A player and another, both with the wallet socket connected; what the other overhears of
   * `event` is collected.
   */
  async function playerAndOther(event: 'payment_result' | 'bank_account_result') {
    const player = await createSignedInPlayer(testApp);
    const other = await createSignedInPlayer(testApp);
    const baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as { port: number }).port}`;
    const mine = connectWallet(baseUrl, { token: player.idToken, pathname: '/' });
    const theirs = connectWallet(baseUrl, { token: other.idToken, pathname: '/' });
    sockets.push(mine, theirs);
    await Promise.all([connected(mine), connected(theirs)]);
    const overheard: unknown[] = [];
    theirs.on(event, (message: unknown) => overheard.push(message));
    return { player, mine, overheard, pack: await everydayPack(testApp, player) };
  }

  it('pushes the payment result to the player who bought, not to others', async () => {
    const { player, mine, overheard, pack } = await playerAndOther('payment_result');

    const cancelled = await begin(player, 'skrill', pack);
    const cancelPush = waitFor(mine, 'payment_result');
    await act('skrill', cancelled.redirectUrl, 'cancel');
    await expect(cancelPush).resolves.toMatchObject({
      type: 'payment_result',
      transactionId: cancelled.merchantRefNum,
      paymentMethod: 'skrill',
      status: 'cancelled',
    });

    const paid = await begin(player, 'bank', pack);
    const successPush = waitFor(mine, 'payment_result');
    await act('bank', paid.redirectUrl, 'complete');
    await expect(successPush).resolves.toEqual({
      type: 'payment_result',
      transactionId: paid.merchantRefNum,
      paymentMethod: 'bank',
      status: 'success',
      packageId: pack.packageId,
      price: pack.price,
      gcAmount: pack.gcAmount,
      scAmount: pack.scAmount,
    });
    expect(overheard).toEqual([]);
  });

  it('pushes the bank account result to the player whose account the bank linked', async () => {
    const { player, mine, overheard, pack } = await playerAndOther('bank_account_result');

    // Paying by bank links the payer's account: the push names it as the bank lists it.
    const paid = await begin(player, 'bank', pack);
    const linkedPaying = waitFor<TBankAccountResultMessage>(mine, 'bank_account_result');
    await act('bank', paid.redirectUrl, 'complete');
    const pushed = ZBankAccountResultMessage.parse(await linkedPaying);
    expect(pushed).toMatchObject({ type: 'bank_account_result', transactionType: 'purchase' });
    const accounts = await testApp.app.modules.redemption.bankAccounts(player.userId);
    expect(accounts.map((account) => account.uniqueUpoId)).toEqual(
      pushed.bankAccounts.map((account) => account.uniqueUpoId),
    );

    // A link for redemptions (a redeem transaction of the bank) is pushed the same way.
    const body = JSON.stringify({
      id: `evt_link_${player.userId}`,
      type: 'transaction.completed',
      provider: 'bank',
      data: {
        transaction: {
          transactionId: `btx_link_${player.userId}`,
          merchantRefNum: `link-${player.userId}`,
          type: 'redeem',
          status: 'COMPLETED',
          currencyCode: 'USD',
          paymentOption: { redirectUrl: `${sandbox.url}/bank/pay/link` },
          bankAccount: {
            uniqueUpoId: 'upo_link_0001',
            userTokenId: player.userId,
            bankName: 'Sandbox Community Bank',
            accountNumberLast4: '6789',
          },
          refunds: [],
        },
      },
    });
    const linkedForRedeem = waitFor<TBankAccountResultMessage>(mine, 'bank_account_result');
    expect((await postWebhook('bank', body, sign(body))).statusCode).toBe(200);
    await expect(linkedForRedeem).resolves.toEqual({
      type: 'bank_account_result',
      transactionType: 'redeem',
      bankAccounts: [
        {
          uniqueUpoId: 'upo_link_0001',
          bankName: 'Sandbox Community Bank',
          accountNumberLast4: '6789',
        },
      ],
    });
    // Unsigned, it pushes nothing.
    expect((await postWebhook('bank', body)).statusCode).toBe(401);
    expect(overheard).toEqual([]);
  });

  it('refuses a return link off the site root and opens no order', async () => {
    const player = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    for (const href of ['https://evil.example/', `${siteRoot}payments/elsewhere`, 'not a url']) {
      const response = await start(player, 'bank', pack.packageId, href);
      expect(response.statusCode).toBe(400);
    }
    const [row] = await executeRows<{ n: unknown }>(
      testApp.database.db,
      sql`SELECT count(*)::int AS n FROM purchase_orders WHERE user_id = ${player.userId}`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it("refuses to register another player's order", async () => {
    const player = await createSignedInPlayer(testApp);
    const other = await createSignedInPlayer(testApp);
    const pack = await everydayPack(testApp, player);
    const { merchantRefNum, redirectUrl } = await begin(player, 'bank', pack);
    await act('bank', redirectUrl, 'pending');
    const answer = await register(other, 'bank', merchantRefNum);
    expect(answer.statusCode).toBe(404);
    expect((await register(player, 'skrill', merchantRefNum)).statusCode).toBe(404);
  });
});
