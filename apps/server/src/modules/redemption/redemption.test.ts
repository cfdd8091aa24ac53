import { createHmac, randomUUID } from 'node:crypto';
import {
  CONFIG_KEYS,
  ZOpenOrderResponse,
  ZRedeemTransactionResponse,
  type TDomainEvents,
  type TRedeemTransaction,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, playerProfiles, pocSessions, savedCards } from '#src/db/schema/index';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import { everydayPack, postPaymentHandle } from '#src/modules/payments/payments.test-support';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { PAYMENTS_TEST_ORIGIN, type TProviderSandbox } from '#test/helpers/provider-sandbox';
import { grantPermissions } from '#test/helpers/roles';
import type { TTestApp } from '#test/helpers/test-app';

const WEBHOOK_SECRET = 'sandbox_whsec_crown_casino_development';
const AUTHORIZATION = `Basic ${Buffer.from('sandbox_crown_casino:sandbox_sk_crown_casino_development').toString('base64')}`;
/** Defaults of decision 180: 50 to 5,000 SC, a 1 SC fee. */
const MIN = 50_00;
const MAX = 5_000_00;
const FEE = 1_00;
/** Defaults of decision 205: 20 to 2,000 SC to a card, a 1.5 % fee. */
const CARD = { min: 20_00, max: 2_000_00, feeBasisPoints: 150 };

describe('redemption', () => {
  let testApp: TTestApp;
  let sandbox: TProviderSandbox;
  let started: TAppWithSandbox | undefined;
  let operator: TSignedInPlayer;
  let keyNumber = 0;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl }),
      sandboxEnv: (app) => ({
        SANDBOX_PAYOUT_RESOLVE_MS: '300',
        SANDBOX_ALLOWED_ORIGINS: `${PAYMENTS_TEST_ORIGIN},${new URL(app.config.publicUrl).origin}`,
      }),
    });
    ({ testApp, sandbox } = started);
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['redemptions.manage']);
    // The identity check has its own tests (below and in kyc); the others redeem without it.
    await requireKyc(false);
  }, 180_000);
  afterAll(() => started?.close());

  const wallet = () => testApp.app.modules.wallet;
  const requireKyc = (isRequired: boolean) =>
    testApp.app.modules.operatorConfig.setValue(
      CONFIG_KEYS.kycRequiredForRedemption,
      isRequired,
      SYSTEM_ACTOR,
    );
  const balances = async (player: TSignedInPlayer) =>
    (await wallet().getWallet(player.userId)).state;
  const nextKey = () => `redeem-test-${(keyNumber += 1)}-${randomUUID()}`;

  async function winnings(player: TSignedInPlayer, amountMinor: number) {
    await wallet().transfer({
      idempotencyKey: `test-win-${randomUUID()}`,
      code: 'win',
      userId: player.userId,
      coin: 'SC',
      amountMinor,
    });
  }

  /** Links a bank account the way the bank page does (a redeem transaction, "Link account"). */
  async function linkBankAccount(player: TSignedInPlayer): Promise<string> {
    const created = await fetch(`${sandbox.url}/bank/v1/transactions`, {
      method: 'POST',
      headers: { authorization: AUTHORIZATION, 'content-type': 'application/json' },
      body: JSON.stringify({
        merchantRefNum: `link-${randomUUID()}`,
        type: 'redeem',
        userTokenId: player.userId,
        returnUrl: `${PAYMENTS_TEST_ORIGIN}/`,
      }),
    });
    expect(created.status).toBe(201);
    const transaction = (await created.json()) as {
      transactionId: string;
      paymentOption: { redirectUrl: string };
    };
    const page = new URL(transaction.paymentOption.redirectUrl);
    const chosen = await fetch(`${sandbox.url}${page.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete&account=new',
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    const read = await fetch(`${sandbox.url}/bank/v1/transactions/${transaction.transactionId}`, {
      headers: { authorization: AUTHORIZATION },
    });
    const linked = (await read.json()) as { bankAccount: { uniqueUpoId: string } };
    return linked.bankAccount.uniqueUpoId;
  }

  function redeem(
    player: TSignedInPlayer,
    amount: number,
    userPMId = 'upo_unlinked',
    key = nextKey(),
  ) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/user/create-withdraw-request',
      headers: { cookie: player.cookie, 'idempotency-key': key },
      payload: { paymentMethodType: 'bank', userPMId, amount, paymentType: 'redeem' },
    });
  }

  function cancel(player: TSignedInPlayer, id: string) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/user/redeem-requests/cancel/${id}`,
      headers: { cookie: player.cookie, 'idempotency-key': nextKey() },
    });
  }

  function decide(id: string, decision: 'approve' | 'reject', actor = operator) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/redemptions/${id}/${decision}`,
      headers: { cookie: actor.cookie, 'idempotency-key': nextKey() },
      ...(decision === 'reject' ? { payload: { reason: 'Account details do not match' } } : {}),
    });
  }

  async function requestOf(response: { statusCode: number; json(): unknown; body: string }) {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return ZRedeemTransactionResponse.parse(response.json()).data.redeemRequest;
  }

  async function rowsOf(player: TSignedInPlayer, query = ''): Promise<TRedeemTransaction[]> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/redeem-requests${query}`,
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { rows: TRedeemTransaction[] } }>().data.rows;
  }

  async function expectBalanced() {
    const report = await testApp.app.modules.reconciliation.reconcile();
    expect(report.isBalanced).toBe(true);
  }

  async function waitForStatus(player: TSignedInPlayer, id: string, status: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const found = (await rowsOf(player)).find((row) => row.withdrawRequestId === id);
      if (found?.status === status) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${id} never became ${status}`);
  }

  function signed(body: string) {
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
    return { 'content-type': 'application/json', 'x-sandbox-signature': `t=${t},v1=${v1}` };
  }
  /** The provider's payout id of a request, as the operator's list shows it in `status`. */
  async function payoutIdOf(id: string, status: string): Promise<string | undefined> {
    const admin = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/redemptions?status=${status}`,
      headers: { cookie: operator.cookie },
    });
    return admin
      .json<{ data: { redemptions: { withdrawRequestId: string; payoutId: string }[] } }>()
      .data.redemptions.find((row) => row.withdrawRequestId === id)?.payoutId;
  }

  /**
   * The provider's notification of a payout's result (paid unless a failure is given),
   * delivered twice at once; answers its body.
   */
  async function notifyTwice(
    payoutId: string | undefined,
    redeemRequestId: string,
    amount: number,
    failure?: { code: string; message: string },
  ): Promise<string> {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: failure ? 'payout.failed' : 'payout.paid',
      provider: 'payouts',
      data: {
        payout: {
          id: payoutId,
          merchantRefNum: `redeem-${redeemRequestId}`,
          amount,
          status: failure ? 'FAILED' : 'PAID',
          ...(failure ? { failure } : {}),
        },
      },
    });
    const repeats = await Promise.all(
      [0, 1].map(() =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/webhooks/payouts',
          headers: signed(body),
          payload: body,
        }),
      ),
    );
    expect(repeats.map((repeat) => repeat.statusCode)).toEqual([200, 200]);
    return body;
  }

  it('shows the redeemable balance (winnings only) and the bank limits and fee', async () => {
    const player = await createSignedInPlayer(testApp);
    await winnings(player, 120_00);
    await wallet().transfer({
      idempotencyKey: `test-bonus-${randomUUID()}`,
      code: 'bonus',
      userId: player.userId,
      coin: 'SC',
      amountMinor: 30_00,
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/redeem-options',
      headers: { cookie: player.cookie },
    });
    const bankRules = {
      minAmount: MIN,
      maxAmount: MAX,
      feeFixed: FEE,
      feeBasisPoints: 0,
      isEmailRequired: false,
      payoutCurrencyCode: 'USD',
      payoutRateBasisPoints: 10_000,
    };
    // Skrill and Interac have their own tests (redemption-methods.test.ts).
    expect(response.json()).toMatchObject({
      data: {
        redeemableAmount: 120_00,
        methods: [
          {
            paymentMethodType: 'card',
            minAmount: CARD.min,
            maxAmount: CARD.max,
            feeFixed: 0,
            feeBasisPoints: CARD.feeBasisPoints,
            isOtpRequired: false,
            isEmailRequired: false,
          },
          { paymentMethodType: 'bank', ...bankRules, isOtpRequired: false },
          { paymentMethodType: 'payouts', ...bankRules, isOtpRequired: true },
          { paymentMethodType: 'skrill' },
          { paymentMethodType: 'interac' },
        ],
        bankAccounts: [],
        phoneEnding: null,
      },
    });
  });

  it('links a bank account through the provider’s page, then offers it', async () => {
    const player = await createSignedInPlayer(testApp);
    const captured = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/payment/account-capture',
      headers: { cookie: player.cookie, 'idempotency-key': nextKey() },
      payload: { paymentMethodType: 'bank' },
    });
    expect(captured.statusCode).toBe(200);
    const { redirectUrl } = captured.json().data.details.links as { redirectUrl: string };
    const page = new URL(redirectUrl);
    const chosen = await fetch(`${sandbox.url}${page.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=complete&account=new',
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get('location') ?? '');
    expect(back.origin).toBe(new URL(testApp.config.publicUrl).origin);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      method: 'bank',
      type: 'redeem',
      status: 'complete',
    });

    const options = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/redeem-options',
      headers: { cookie: player.cookie },
    });
    const { bankAccounts } = options.json().data as { bankAccounts: { userPMId: string }[] };
    expect(bankAccounts).toHaveLength(1);
    expect(bankAccounts[0]?.userPMId).toMatch(/^[A-Za-z0-9_-]+$/);
    const other = await createSignedInPlayer(testApp);
    const othersOptions = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/redeem-options',
      headers: { cookie: other.cookie },
    });
    expect(othersOptions.json().data.bankAccounts).toEqual([]);
  });

  it('holds the SC winnings at once and returns them on cancel, exactly once', async () => {
    const player = await createSignedInPlayer(testApp);
    await winnings(player, 200_00);
    const created = await requestOf(await redeem(player, 80_00));
    expect(created).toMatchObject({
      status: 'pending',
      amount: 80_00,
      fee: FEE,
      payoutAmount: 80_00 - FEE,
      paymentProvider: 'BANK',
      isProcess: true,
    });
    expect(created.stages.map((stage) => [stage.name, stage.state])).toEqual([
      ['requested', 'done'],
      ['identityCheck', 'skipped'],
      ['cardCheck', 'skipped'],
      ['approved', 'current'],
      ['paid', 'upcoming'],
    ]);
    expect((await balances(player)).wsc).toBe(120_00);
    await expectBalanced();

    const [first, second] = await Promise.all([
      cancel(player, created.withdrawRequestId),
      cancel(player, created.withdrawRequestId),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await requestOf(first)).status).toBe('canceled');
    expect((await balances(player)).wsc).toBe(200_00);
    expect((await cancel(player, created.withdrawRequestId)).statusCode).toBe(200);
    expect((await balances(player)).wsc).toBe(200_00);
    await expectBalanced();
  });

  it('asks an unverified player for the identity check first when the operator requires it, moving nothing', async () => {
    const player = await createSignedInPlayer(testApp);
    await winnings(player, 100_00);
    await requireKyc(true);
    try {
      const refused = await redeem(player, MIN);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.name).toBe('ForceKYCError');
      expect((await balances(player)).wsc).toBe(100_00);
      expect(await rowsOf(player)).toHaveLength(0);
      expect(await testApp.app.modules.kyc.getStatus(player.userId)).toBe('requested');

      await testApp.database.db
        .update(playerProfiles)
        .set({ kycStatus: 'completed' })
        .where(eq(playerProfiles.userId, player.userId));
      const created = await requestOf(await redeem(player, MIN));
      expect(created.stages.map((stage) => [stage.name, stage.state])).toEqual([
        ['requested', 'done'],
        ['identityCheck', 'done'],
        ['cardCheck', 'skipped'],
        ['approved', 'current'],
        ['paid', 'upcoming'],
      ]);
      expect((await balances(player)).wsc).toBe(100_00 - MIN);
      await expectBalanced();
    } finally {
      await requireKyc(false);
    }
  });

  it('refuses amounts outside the limits, bonus SC and a second tab’s redemption of the same balance', async () => {
    const player = await createSignedInPlayer(testApp);
    await winnings(player, 100_00);
    for (const amount of [MIN - 1, MAX + 1]) {
      const response = await redeem(player, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('RedeemAmountOutOfRangeError');
    }
    const invalid = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/create-withdraw-request',
      headers: { cookie: player.cookie, 'idempotency-key': nextKey() },
      payload: {
        paymentMethodType: 'bank',
        userPMId: 'x'.repeat(65),
        amount: MIN,
        paymentType: 'redeem',
      },
    });
    expect(invalid.statusCode).toBe(400);

    const tabs = await Promise.all([redeem(player, 70_00), redeem(player, 70_00)]);
    expect(tabs.map((tab) => tab.statusCode).sort()).toEqual([201, 402]);
    const refused = tabs.find((tab) => tab.statusCode === 402);
    expect(refused?.json().error.name).toBe('InsufficientFundsError');
    expect((await balances(player)).wsc).toBe(30_00);
    expect(await rowsOf(player)).toHaveLength(1);

    const key = nextKey();
    const again = await Promise.all([
      redeem(player, MIN, 'upo_a', key),
      redeem(player, MIN, 'upo_a', key),
    ]);
    expect(again.every((response) => response.statusCode !== 500)).toBe(true);
    expect((await balances(player)).wsc).toBe(30_00);
    await expectBalanced();
  });

  it('never lets a player read or act on another player’s request', async () => {
    const owner = await createSignedInPlayer(testApp);
    const stranger = await createSignedInPlayer(testApp);
    await winnings(owner, 100_00);
    const created = await requestOf(await redeem(owner, 60_00));
    const cancelled = await cancel(stranger, created.withdrawRequestId);
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json().error.name).toBe('RedeemRequestNotFoundError');
    const acknowledged = await testApp.app.inject({
      method: 'POST',
      url: '/api/redemptions/approval-acknowledge',
      headers: { cookie: stranger.cookie },
      payload: { withdrawRequestId: created.withdrawRequestId },
    });
    expect(acknowledged.statusCode).toBe(404);
    expect(await rowsOf(stranger)).toEqual([]);
    expect((await cancel(owner, 'not-a-uuid')).statusCode).toBe(400);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/redemptions',
      headers: { cookie: stranger.cookie },
    });
    expect(listed.statusCode).toBe(403);
    expect((await decide(created.withdrawRequestId, 'approve', stranger)).statusCode).toBe(403);
    expect((await rowsOf(owner))[0]?.status).toBe('pending');
  });

  it('rejects with a reason, returns the SC and writes the audit log', async () => {
    const player = await createSignedInPlayer(testApp);
    await winnings(player, 100_00);
    const created = await requestOf(await redeem(player, 100_00));
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/redemptions?status=pending',
      headers: { cookie: operator.cookie },
    });
    expect(
      listed
        .json<{ data: { redemptions: { withdrawRequestId: string }[] } }>()
        .data.redemptions.map((row) => row.withdrawRequestId),
    ).toContain(created.withdrawRequestId);

    const rejected = await requestOf(await decide(created.withdrawRequestId, 'reject'));
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Account details do not match' });
    expect(rejected.stages.at(-1)?.state).toBe('stopped');
    expect((await balances(player)).wsc).toBe(100_00);
    const again = await decide(created.withdrawRequestId, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.name).toBe('RedeemRequestStateError');
    expect((await cancel(player, created.withdrawRequestId)).statusCode).toBe(409);
    expect((await balances(player)).wsc).toBe(100_00);

    const { entries } = await testApp.app.modules.audit.list({
      limit: 5,
      action: 'redemption.reject',
    });
    expect(entries.find((entry) => entry.targetId === created.withdrawRequestId)).toMatchObject({
      actorKind: 'operator',
      actorId: operator.userId,
      after: { status: 'rejected', reason: 'Account details do not match' },
    });
    await expectBalanced();
  });

  it('lets exactly one of a cancel and a racing decision win', async () => {
    const player = await createSignedInPlayer(testApp);
    await winnings(player, 300_00);
    for (const decision of ['reject', 'approve'] as const) {
      const created = await requestOf(await redeem(player, 100_00, 'upo_unlinked'));
      const [cancelled, decided] = await Promise.all([
        cancel(player, created.withdrawRequestId),
        decide(created.withdrawRequestId, decision),
      ]);
      const codes = [cancelled.statusCode, decided.statusCode];
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code !== 200)).toEqual([409]);
    }
    // Canceled, rejected, or approved to an unknown account (then rejected): all returned.
    expect((await balances(player)).wsc).toBe(300_00);
    await expectBalanced();
  });

  it('approves, pays through the provider’s signed webhook once, and shows the approval', async () => {
    const player = await createSignedInPlayer(testApp);
    const announced: string[] = [];
    const stopListening = testApp.app.events.on(
      'redemption.changed',
      (event: TDomainEvents['redemption.changed']) => {
        if (event.userId === player.userId) announced.push(event.status);
      },
    );
    await winnings(player, 150_00);
    const upoId = await linkBankAccount(player);
    const created = await requestOf(await redeem(player, 120_00, upoId));
    const approved = await requestOf(await decide(created.withdrawRequestId, 'approve'));
    expect(approved).toMatchObject({ status: 'approved', acknowledged: false });

    const paid = await waitForStatus(player, created.withdrawRequestId, 'paid');
    expect(paid.stages.every((stage) => ['done', 'skipped'].includes(stage.state))).toBe(true);
    expect((await balances(player)).wsc).toBe(30_00);

    const payoutId = await payoutIdOf(created.withdrawRequestId, 'paid');
    expect(payoutId).toMatch(/^po_/);

    // The provider's notification again (twice at once): nothing settles a second time.
    const body = await notifyTwice(payoutId, created.withdrawRequestId, 120_00 - FEE);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/payouts',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,v1=00' },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect((await balances(player)).wsc).toBe(30_00);
    const report = await testApp.app.modules.reconciliation.reconcile();
    expect(report.isBalanced).toBe(true);

    const unseen = await rowsOf(player, '?getNonAcknowledged=true');
    expect(unseen.map((found) => found.withdrawRequestId)).toEqual([created.withdrawRequestId]);
    const acknowledged = await testApp.app.inject({
      method: 'POST',
      url: '/api/redemptions/approval-acknowledge',
      headers: { cookie: player.cookie },
      payload: { withdrawRequestId: created.withdrawRequestId },
    });
    expect((await requestOf(acknowledged)).acknowledged).toBe(true);
    expect(await rowsOf(player, '?getNonAcknowledged=true')).toEqual([]);
    expect((await decide(created.withdrawRequestId, 'approve')).statusCode).toBe(409);
    // Each change once, through the outbox to the socket's redeem_transaction; the repeated
    // webhooks add none.
    await expect.poll(() => announced).toEqual(['pending', 'approved', 'paid']);
    await testApp.app.outbox.dispatchOnce();
    stopListening();
    expect(announced).toEqual(['pending', 'approved', 'paid']);
  });

  it('rejects with the provider’s reason when the payout is refused, and returns the SC', async () => {
    const player = await createSignedInPlayer(testApp);
    await winnings(player, 100_00);
    const created = await requestOf(await redeem(player, 90_00, 'upo_unknown'));
    const decided = await requestOf(await decide(created.withdrawRequestId, 'approve'));
    expect(decided.status).toBe('rejected');
    expect(decided.reason).toMatch(/^Payment Error: /);
    expect((await balances(player)).wsc).toBe(100_00);
    await expectBalanced();
  });

  describe('to a saved card', () => {
    /** Buys the everyday pack with a new card the player saves (decision 196); its id as text. */
    async function saveCard(
      player: TSignedInPlayer,
      cardNum = '5555555555554444',
    ): Promise<string> {
      const pack = await everydayPack(testApp, player);
      const opened = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/open-order',
        headers: { cookie: player.cookie },
        payload: { paymentType: 'deposit', packageId: pack.packageId },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const order = ZOpenOrderResponse.parse(opened.json()).data.openOrder;
      const handle = await postPaymentHandle(order, {
        card: {
          cardNum,
          cardExpiry: { month: 9, year: 2031 },
          cvv: '472',
          holderName: 'Ada Player',
        },
      });
      expect(handle.status).toBe(201);
      const paid = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/proceed-payment-paysafe',
        headers: { cookie: player.cookie },
        payload: {
          packageId: pack.packageId,
          paymentMethod: 'card',
          merchantRefNum: order.merchantRefNum,
          paymentHandleToken: ((await handle.json()) as { paymentHandleToken: string })
            .paymentHandleToken,
          platform: 'WEB',
          saveCard: true,
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const cards = await redeemCards(player);
      expect(cards).toHaveLength(1);
      return cards[0]?.userPMId ?? '';
    }

    async function redeemCards(player: TSignedInPlayer) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/payment/redeem-cards?withInternalData=true',
        headers: { cookie: player.cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{
        data: { cards: { userPMId: string; lastFour: string; isOwnershipVerified: boolean }[] };
      }>().data.cards;
    }

    /** From an address of its own: the file's requests would share one address's minute budget. */
    function redeemToCard(player: TSignedInPlayer, amount: number, userPMId: string) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/user/create-withdraw-request',
        remoteAddress: `10.205.${keyNumber % 250}.${Math.floor(Math.random() * 250)}`,
        headers: { cookie: player.cookie, 'idempotency-key': nextKey() },
        payload: { paymentMethodType: 'card', userPMId, amount, paymentType: 'redeem' },
      });
    }

    const feeOf = (amount: number) => Math.ceil((amount * CARD.feeBasisPoints) / 10_000);

    it('holds, waits for the card check, then pays the card once through the signed webhook', async () => {
      await testApp.app.modules.flags.setValue('poc-enabled', true, SYSTEM_ACTOR);
      try {
        const player = await createSignedInPlayer(testApp);
        const cardId = await saveCard(player);
        await winnings(player, 150_00);
        expect(await redeemCards(player)).toEqual([
          expect.objectContaining({ lastFour: '4444', isOwnershipVerified: false }),
        ]);

        const created = await redeemToCard(player, 100_00, cardId);
        expect(created.statusCode, created.body).toBe(201);
        const { redeemRequest, preparationResult } = created.json().data;
        expect(redeemRequest).toMatchObject({
          status: 'pending',
          paymentMethodType: 'card',
          paymentProvider: 'CARD',
          fee: feeOf(100_00),
          payoutAmount: 100_00 - feeOf(100_00),
        });
        expect(preparationResult).toMatchObject({
          status: 'validityIssue',
          payload: { status: 'pocRequired', pocSession: { cardNumberEnding: '4444' } },
        });
        expect((await balances(player)).wsc).toBe(50_00);
        const id = redeemRequest.withdrawRequestId as string;
        const held = await decide(id, 'approve');
        expect(held.statusCode).toBe(409);
        expect(held.json().error.details).toMatchObject({ waitsFor: 'cardVerification' });

        // The card check passed (the provider's GREEN review, tested in poc.test.ts).
        await testApp.database.db
          .update(pocSessions)
          .set({ status: 'success', finishedAt: new Date() })
          .where(eq(pocSessions.redeemRequestId, id));
        expect((await requestOf(await decide(id, 'approve'))).status).toBe('approved');
        const paid = await waitForStatus(player, id, 'paid');
        expect(paid.stages.map((stage) => [stage.name, stage.state])).toEqual([
          ['requested', 'done'],
          ['identityCheck', 'skipped'],
          ['cardCheck', 'done'],
          ['approved', 'done'],
          ['paid', 'done'],
        ]);

        await notifyTwice(await payoutIdOf(id, 'paid'), id, 100_00 - feeOf(100_00));
        expect((await balances(player)).wsc).toBe(50_00);
        await expectBalanced();

        // A verified card is not asked for again.
        expect(await redeemCards(player)).toEqual([
          expect.objectContaining({ isOwnershipVerified: true }),
        ]);
        const again = await redeemToCard(player, 20_00, cardId);
        expect(again.json().data.preparationResult).toEqual({ status: 'ok', payload: null });
      } finally {
        await testApp.app.modules.flags.setValue('poc-enabled', false, SYSTEM_ACTOR);
      }
    });

    it('lets one of a cancel and a racing approval win, and rejects a card removed before approval', async () => {
      const player = await createSignedInPlayer(testApp);
      const cardId = await saveCard(player);
      await winnings(player, 200_00);
      const created = await requestOf(await redeemToCard(player, 50_00, cardId));
      const [cancelled, approved] = await Promise.all([
        cancel(player, created.withdrawRequestId),
        decide(created.withdrawRequestId, 'approve'),
      ]);
      const codes = [cancelled.statusCode, approved.statusCode];
      expect(codes.toSorted()).toEqual([200, 409]);
      if (cancelled.statusCode === 200) {
        expect((await balances(player)).wsc).toBe(200_00);
      } else {
        await waitForStatus(player, created.withdrawRequestId, 'paid');
        expect((await balances(player)).wsc).toBe(150_00);
      }
      const before = (await balances(player)).wsc;

      const second = await requestOf(await redeemToCard(player, 40_00, cardId));
      await testApp.database.db
        .delete(savedCards)
        .where(and(eq(savedCards.userId, player.userId), eq(savedCards.id, Number(cardId))));
      const refused = await requestOf(await decide(second.withdrawRequestId, 'approve'));
      expect(refused).toMatchObject({
        status: 'rejected',
        reason: 'Payment Error: The card is no longer saved',
      });
      expect((await balances(player)).wsc).toBe(before);
      await expectBalanced();
    });

    it('ends a payout the card’s issuer declines as refused with its Payment Error, the SC back exactly once', async () => {
      const player = await createSignedInPlayer(testApp);
      // The sandbox's published card that buys but refuses credits (apps/sandbox README).
      const cardId = await saveCard(player, '4000000000000317');
      await winnings(player, 120_00);
      const created = await requestOf(await redeemToCard(player, 100_00, cardId));
      expect((await balances(player)).wsc).toBe(20_00);
      expect((await requestOf(await decide(created.withdrawRequestId, 'approve'))).status).toBe(
        'approved',
      );

      // The sandbox's own signed payout.failed, over HTTP.
      const refused = await waitForStatus(player, created.withdrawRequestId, 'rejected');
      expect(refused).toMatchObject({
        reason: 'Payment Error: The issuing bank refused the credit to this card.',
        isProcess: false,
        acknowledged: false,
      });
      expect(refused.stages.map((stage) => [stage.name, stage.state])).toEqual([
        ['requested', 'done'],
        ['identityCheck', 'skipped'],
        ['cardCheck', 'skipped'],
        ['approved', 'done'],
        ['paid', 'stopped'],
      ]);
      expect((await balances(player)).wsc).toBe(120_00);

      // The failure again, twice at once, then a contradicting paid: nothing moves again.
      const payoutId = await payoutIdOf(created.withdrawRequestId, 'rejected');
      expect(payoutId).toMatch(/^po_/);
      const amount = 100_00 - feeOf(100_00);
      await notifyTwice(payoutId, created.withdrawRequestId, amount, {
        code: '3009',
        message: 'The issuing bank refused the credit to this card.',
      });
      await notifyTwice(payoutId, created.withdrawRequestId, amount);
      expect((await balances(player)).wsc).toBe(120_00);
      const releases = await testApp.database.db
        .select({ code: ledgerTransfers.code })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.userId, player.userId));
      expect(releases.filter((row) => row.code === 'redemption_release')).toHaveLength(1);
      expect(releases.filter((row) => row.code === 'redemption_payout')).toHaveLength(0);
      expect((await waitForStatus(player, created.withdrawRequestId, 'rejected')).reason).toBe(
        refused.reason,
      );
      await expectBalanced();
    });

    it('pays only the player’s own live card, within the card limits, and hides others’ requests', async () => {
      const owner = await createSignedInPlayer(testApp);
      const cardId = await saveCard(owner);
      const other = await createSignedInPlayer(testApp);
      await winnings(owner, 3_000_00);
      await winnings(other, 100_00);
      const errorOf = (response: { statusCode: number; json(): unknown }) => [
        response.statusCode,
        (response.json() as { error: { name: string } }).error.name,
      ];
      expect(errorOf(await redeemToCard(other, 50_00, cardId))).toEqual([
        404,
        'SavedCardNotFoundError',
      ]);
      expect(errorOf(await redeemToCard(other, 50_00, 'upo_unlinked'))).toEqual([
        400,
        'BadRequestError',
      ]);
      expect(errorOf(await redeemToCard(other, 50_00, '99999999999'))).toEqual([
        400,
        'BadRequestError',
      ]);
      expect(await redeemCards(other)).toEqual([]);
      for (const amount of [CARD.min - 1, CARD.max + 1]) {
        expect(errorOf(await redeemToCard(owner, amount, cardId))).toEqual([
          400,
          'RedeemAmountOutOfRangeError',
        ]);
      }
      expect((await balances(owner)).wsc).toBe(3_000_00);
      expect((await balances(other)).wsc).toBe(100_00);

      const created = await requestOf(await redeemToCard(owner, CARD.min, cardId));
      expect((await cancel(other, created.withdrawRequestId)).statusCode).toBe(404);
      expect(await rowsOf(other)).toEqual([]);
      expect((await requestOf(await cancel(owner, created.withdrawRequestId))).status).toBe(
        'canceled',
      );
      expect((await balances(owner)).wsc).toBe(3_000_00);
    });
  });
});
