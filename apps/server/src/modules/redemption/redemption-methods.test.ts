import { createHmac, randomUUID } from 'node:crypto';
import {
  CONFIG_KEYS,
  ZRedeemConfirmationResponse,
  type TRedeemTransaction,
} from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#src/db/client';
import { playerProfiles, savedCards } from '#src/db/schema/index';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import type { TTestApp } from '#test/helpers/test-app';

const WEBHOOK_SECRET = 'sandbox_whsec_crown_casino_development';
/** Defaults of decision 138. */
const SKRILL = { min: 20_00, feeBasisPoints: 100 };
const INTERAC = { min: 25_00, feeFixed: 1_50, cadPerScBasisPoints: 13_600 };

describe('redemption by Skrill (e-mail and code) and Interac (e-mail)', () => {
  let testApp: TTestApp;
  let started: TAppWithSandbox | undefined;
  let operator: TSignedInPlayer;
  let phoneNumber = 0;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl }),
      sandboxEnv: () => ({ SANDBOX_PAYOUT_RESOLVE_MS: '300' }),
    });
    ({ testApp } = started);
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['redemptions.manage']);
    await testApp.app.modules.operatorConfig.setValue(
      CONFIG_KEYS.kycRequiredForRedemption,
      false,
      SYSTEM_ACTOR,
    );
  }, 180_000);
  afterAll(() => started?.close());

  const wallet = () => testApp.app.modules.wallet;
  const db = () => testApp.database.db;
  const balances = async (who: TSignedInPlayer) => (await wallet().getWallet(who.userId)).state;

  /** A player with SC winnings and a verified phone. */
  async function player(winningsMinor = 200_00) {
    const created = await createSignedInPlayer(testApp);
    await wallet().transfer({
      idempotencyKey: `test-win-${randomUUID()}`,
      code: 'win',
      userId: created.userId,
      coin: 'SC',
      amountMinor: winningsMinor,
    });
    const phone = `+1201556${String((phoneNumber += 1) + 1000 * (process.pid % 9)).padStart(4, '0')}`;
    await db()
      .update(playerProfiles)
      .set({ phone, phoneVerified: true })
      .where(eq(playerProfiles.userId, created.userId));
    return { ...created, phone };
  }

  function post(who: TSignedInPlayer, url: string, payload: unknown, key = randomUUID()) {
    return testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie: who.cookie, 'idempotency-key': key },
      payload: payload as Record<string, unknown>,
    });
  }

  const skrill = (who: TSignedInPlayer, coins: number, email = 'winner@example.com') =>
    post(who, '/api/payment/create-payout-skrill', { skrillConsumerId: email, coins });

  const interac = (
    who: TSignedInPlayer,
    coins: number,
    personalDetails: Record<string, string> = { email: 'winner@example.ca', name: 'Alex Winner' },
  ) =>
    post(who, '/api/v2/payment/account-capture', {
      paymentMethodType: 'interac',
      coins,
      personalDetails,
    });

  async function codeSentTo(phone: string): Promise<string> {
    const [text] = await testApp.app.modules.sms.listOutbox({ to: phone, limit: 1 });
    const code = /redemption code is (\d{6})\./.exec(text?.text ?? '')?.[1];
    if (!code) throw new Error(`No redemption code sent to ${phone}`);
    return code;
  }

  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function rowsOf(who: TSignedInPlayer): Promise<TRedeemTransaction[]> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/redeem-requests',
      headers: { cookie: who.cookie },
    });
    return response.json<{ data: { rows: TRedeemTransaction[] } }>().data.rows;
  }

  async function waitForStatus(who: TSignedInPlayer, id: string, status: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const found = (await rowsOf(who)).find((row) => row.withdrawRequestId === id);
      if (found?.status === status) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${id} never became ${status}`);
  }

  const approve = (id: string) => post(operator, `/api/admin/redemptions/${id}/approve`, undefined);

  async function adminRow(id: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/redemptions',
      headers: { cookie: operator.cookie },
    });
    return response
      .json<{
        data: {
          redemptions: (TRedeemTransaction & {
            payoutId: string | null;
            payoutEmail: string | null;
            payoutName: string | null;
            userPMId: string | null;
          })[];
        };
      }>()
      .data.redemptions.find((row) => row.withdrawRequestId === id);
  }

  function signed(body: string) {
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
    return { 'content-type': 'application/json', 'x-sandbox-signature': `t=${t},v1=${v1}` };
  }

  async function ledgerMoves(id: string) {
    const rows = await executeRows<{ code: string }>(
      db(),
      sql`SELECT code FROM ledger_transfers WHERE metadata->>'redeemRequestId' = ${id} ORDER BY id`,
    );
    return rows.map((row) => row.code);
  }

  async function expectBalanced() {
    expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
  }

  it('offers Skrill and Interac with their limits, fees, e-mail rule and payout currency', async () => {
    const who = await player();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/redeem-options',
      headers: { cookie: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { methods } = response.json<{ data: { methods: Record<string, unknown>[] } }>().data;
    expect(methods.map((method) => method.paymentMethodType)).toEqual([
      'card',
      'bank',
      'payouts',
      'skrill',
      'interac',
    ]);
    expect(methods[3]).toMatchObject({
      minAmount: SKRILL.min,
      feeBasisPoints: SKRILL.feeBasisPoints,
      isOtpRequired: true,
      isEmailRequired: true,
      payoutCurrencyCode: 'USD',
    });
    expect(methods[4]).toMatchObject({
      minAmount: INTERAC.min,
      feeFixed: INTERAC.feeFixed,
      isOtpRequired: false,
      isEmailRequired: true,
      payoutCurrencyCode: 'CAD',
      payoutRateBasisPoints: INTERAC.cadPerScBasisPoints,
    });
  });

  it('Skrill: holds at once, refuses a wrong code, takes the right one, and pays the wallet by e-mail', async () => {
    const who = await player();
    const created = await skrill(who, 100_00, 'Winner.Skrill@example.com');
    expect(created.statusCode, created.body).toBe(202);
    const { redeemRequest, confirmation } = ZRedeemConfirmationResponse.parse(created.json()).data;
    expect(redeemRequest).toMatchObject({
      status: 'activation',
      paymentMethodType: 'skrill',
      paymentProvider: 'SKRILL',
      amount: 100_00,
      fee: 1_00,
      payoutAmount: 99_00,
      payoutCurrencyCode: 'USD',
    });
    expect(confirmation).toMatchObject({ result: 'pending', isOtpRequired: true });
    expect((await balances(who)).wsc).toBe(100_00);
    const id = redeemRequest.withdrawRequestId;
    const code = await codeSentTo(who.phone);

    const wrong = await post(who, '/api/payment/redeem-otp/confirm', {
      withdrawRequestId: id,
      otp: wrongOf(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { name: 'InvalidOtpError', details: { attemptsLeft: 4 } },
    });
    expect((await rowsOf(who))[0]?.status).toBe('activation');

    const right = await post(who, '/api/payment/redeem-otp/confirm', {
      withdrawRequestId: id,
      otp: code,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      data: { redeemRequest: { status: 'pending' }, confirmation: { result: 'success' } },
    });

    const approved = await approve(id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      data: { redeemRequest: { status: 'approved', acknowledged: false } },
    });
    await waitForStatus(who, id, 'paid');
    expect(await adminRow(id)).toMatchObject({
      payoutEmail: 'Winner.Skrill@example.com',
      userPMId: null,
      payoutId: expect.stringMatching(/^po_/),
    });
    expect((await balances(who)).wsc).toBe(100_00);
    expect(await ledgerMoves(id)).toEqual(['redemption_hold', 'redemption_payout']);
    await expectBalanced();
  });

  it('waits for the card check by every method when poc-enabled is on: Interac at request, Skrill once its code is right (decision 206)', async () => {
    const who = await player(300_00);
    await db()
      .insert(savedCards)
      .values({
        userId: who.userId,
        providerCustomerId: `cus_${who.userId}`,
        providerHandleId: `ph_${randomUUID()}`,
        paymentHandleToken: `tok_${randomUUID()}`,
        brand: 'visa',
        lastFour: '1111',
        expiryMonth: 9,
        expiryYear: 2031,
        holderName: 'Alex Winner',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    const pocRequired = {
      status: 'validityIssue',
      payload: { status: 'pocRequired', pocSession: { cardNumberEnding: '1111' } },
    };
    await testApp.app.modules.flags.setValue('poc-enabled', true, SYSTEM_ACTOR);
    try {
      const captured = await interac(who, 100_00);
      expect(captured.statusCode, captured.body).toBe(200);
      const { details } = captured.json<{
        data: { details: { preparationResult: unknown; redeemRequest: TRedeemTransaction } };
      }>().data;
      expect(details.preparationResult).toMatchObject(pocRequired);
      const interacHeld = await approve(details.redeemRequest.withdrawRequestId);
      expect(interacHeld.statusCode).toBe(409);
      expect(interacHeld.json().error.details).toMatchObject({ waitsFor: 'cardVerification' });

      const created = await skrill(who, 50_00);
      const { redeemRequest } = ZRedeemConfirmationResponse.parse(created.json()).data;
      const confirmed = await post(who, '/api/payment/redeem-otp/confirm', {
        withdrawRequestId: redeemRequest.withdrawRequestId,
        otp: await codeSentTo(who.phone),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().data.preparationResult).toMatchObject(pocRequired);
      const skrillHeld = await approve(redeemRequest.withdrawRequestId);
      expect(skrillHeld.statusCode).toBe(409);
      expect((await balances(who)).wsc).toBe(150_00);
    } finally {
      await testApp.app.modules.flags.setValue('poc-enabled', false, SYSTEM_ACTOR);
    }
    await expectBalanced();
  });

  it('Skrill: a bad e-mail is a 400 naming the field, and nothing is held or texted', async () => {
    const who = await player();
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const response = await skrill(who, 50_00, email);
      expect(response.statusCode, email).toBe(400);
      expect(JSON.stringify(response.json())).toContain('skrillConsumerId');
    }
    expect((await balances(who)).wsc).toBe(200_00);
    expect(await rowsOf(who)).toEqual([]);
    expect(await testApp.app.modules.sms.listOutbox({ to: who.phone, limit: 1 })).toEqual([]);
  });

  it('Interac: a bad e-mail or missing name is a 400, and nothing moves', async () => {
    const who = await player();
    const refused = [
      await interac(who, 50_00, { email: 'nobody', name: 'Alex Winner' }),
      await interac(who, 50_00, { email: 'winner@example.ca', name: '  ' }),
      await interac(who, 50_00, { email: '', name: 'Alex Winner' }),
      await interac(who, 10_00),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refused[3]?.json()).toMatchObject({ error: { name: 'RedeemAmountOutOfRangeError' } });
    expect((await balances(who)).wsc).toBe(200_00);
    expect(await rowsOf(who)).toEqual([]);
    await expectBalanced();
  });

  it('Interac: pending at once in CAD at the configured rate, paid once under a duplicate webhook', async () => {
    const who = await player();
    const key = randomUUID();
    const body = {
      paymentMethodType: 'interac',
      coins: 150_00,
      personalDetails: { email: 'winner@example.ca', name: 'Alex Winner' },
    };
    const first = await post(who, '/api/v2/payment/account-capture', body, key);
    const again = await post(who, '/api/v2/payment/account-capture', body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const { details } = first.json<{
      data: {
        details: {
          redemptionRequestId: string;
          redemptionAmount: number;
          preparationResult: { status: string };
          redeemRequest: TRedeemTransaction;
        };
      };
    }>().data;
    const payout = Math.floor(((150_00 - INTERAC.feeFixed) * INTERAC.cadPerScBasisPoints) / 10_000);
    expect(details).toMatchObject({
      redemptionAmount: 150_00,
      preparationResult: { status: 'ok' },
      redeemRequest: {
        status: 'pending',
        paymentProvider: 'INTERAC',
        fee: INTERAC.feeFixed,
        payoutAmount: payout,
        payoutCurrencyCode: 'CAD',
      },
    });
    expect((await balances(who)).wsc).toBe(50_00);
    const id = details.redemptionRequestId;

    expect((await approve(id)).statusCode).toBe(200);
    await waitForStatus(who, id, 'paid');
    const row = await adminRow(id);
    expect(row).toMatchObject({ payoutEmail: 'winner@example.ca', payoutName: 'Alex Winner' });

    const notification = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payout.paid',
      provider: 'payouts',
      data: {
        payout: {
          id: row?.payoutId,
          merchantRefNum: `redeem-${id}`,
          amount: payout,
          status: 'PAID',
        },
      },
    });
    const repeats = await Promise.all(
      [0, 1, 2].map(() =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/webhooks/payouts',
          headers: signed(notification),
          payload: notification,
        }),
      ),
    );
    expect(repeats.map((repeat) => repeat.statusCode)).toEqual([200, 200, 200]);
    // A payout in the wrong amount (USD instead of CAD) is refused, not settled.
    const mismatched = notification.replace(`"amount":${payout}`, `"amount":${150_00 - 1_50}`);
    const wrongAmount = await testApp.app.inject({
      method: 'POST',
      url: '/api/webhooks/payouts',
      headers: signed(mismatched),
      payload: mismatched,
    });
    expect(wrongAmount.statusCode).toBe(409);
    expect(await ledgerMoves(id)).toEqual(['redemption_hold', 'redemption_payout']);
    expect((await balances(who)).wsc).toBe(50_00);
    await expectBalanced();
  });
});
