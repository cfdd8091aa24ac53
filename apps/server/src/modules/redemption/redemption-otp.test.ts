import { randomUUID } from 'node:crypto';
import {
  CONFIG_KEYS,
  ZRedeemConfirmationResponse,
  type TRedeemTransaction,
} from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows } from '#src/db/client';
import { playerProfiles } from '#src/db/schema/index';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';
import { startAppWithSandbox, type TAppWithSandbox } from '#test/helpers/app-with-sandbox';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import type { TTestApp } from '#test/helpers/test-app';

/** Defaults of decisions 198 and 199. */
const CODE_TTL_MS = 300_000;
const MAX_ATTEMPTS = 5;
const ACTIVATION_MS = 30 * 60_000;

/** The app's clock, moved forward by tests (the sandbox keeps real time). */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

describe('redemption codes by text, activation and expiry', () => {
  let testApp: TTestApp;
  let started: TAppWithSandbox | undefined;
  let operator: TSignedInPlayer;
  let phoneNumber = 0;

  beforeAll(async () => {
    started = await startAppWithSandbox({
      env: (sandboxUrl) => ({ CARD_PROCESSOR_URL: sandboxUrl }),
      clock,
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
  const balances = async (player: TSignedInPlayer) =>
    (await wallet().getWallet(player.userId)).state;

  /** A player with SC winnings and (unless told otherwise) a verified phone. */
  async function player(options: { winningsMinor?: number; hasPhone?: boolean } = {}) {
    const created = await createSignedInPlayer(testApp);
    await wallet().transfer({
      idempotencyKey: `test-win-${randomUUID()}`,
      code: 'win',
      userId: created.userId,
      coin: 'SC',
      amountMinor: options.winningsMinor ?? 200_00,
    });
    const phone = `+1201555${String((phoneNumber += 1) + 1000 * (process.pid % 9)).padStart(4, '0')}`;
    if (options.hasPhone !== false) {
      await db()
        .update(playerProfiles)
        .set({ phone, phoneVerified: true })
        .where(eq(playerProfiles.userId, created.userId));
    }
    return { ...created, phone };
  }

  function createRedeem(who: TSignedInPlayer, coins: number, key = randomUUID()) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payment/create-payouts-redeem',
      headers: { cookie: who.cookie, 'idempotency-key': key },
      payload: { paymentMethod: 'payouts', userPMId: 'upo_test', coins, paymentType: 'redeem' },
    });
  }

  function confirm(who: TSignedInPlayer, withdrawRequestId: string, otp: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payment/redeem-otp/confirm',
      headers: { cookie: who.cookie },
      payload: { withdrawRequestId, otp },
    });
  }

  function resend(who: TSignedInPlayer, withdrawRequestId: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/payment/redeem-otp/resend',
      headers: { cookie: who.cookie },
      payload: { withdrawRequestId },
    });
  }

  /** The code as the player's phone sees it: the newest text in the sandbox outbox. */
  async function codeSentTo(phone: string): Promise<string> {
    const [text] = await testApp.app.modules.sms.listOutbox({ to: phone, limit: 1 });
    const code = /redemption code is (\d{6})\./.exec(text?.text ?? '')?.[1];
    if (!code) throw new Error(`No redemption code sent to ${phone}`);
    return code;
  }

  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function created(who: TSignedInPlayer & { phone: string }, coins = 100_00) {
    const response = await createRedeem(who, coins);
    expect(response.statusCode, response.body).toBe(202);
    const { data } = ZRedeemConfirmationResponse.parse(response.json());
    return { ...data, code: await codeSentTo(who.phone) };
  }

  async function rowsOf(who: TSignedInPlayer, query = ''): Promise<TRedeemTransaction[]> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/redeem-requests${query}`,
      headers: { cookie: who.cookie },
    });
    return response.json<{ data: { rows: TRedeemTransaction[] } }>().data.rows;
  }

  async function ledgerMoves(id: string) {
    return executeRows<{ code: string }>(
      db(),
      sql`SELECT code FROM ledger_transfers WHERE metadata->>'redeemRequestId' = ${id} ORDER BY id`,
    );
  }

  async function expectBalanced() {
    expect((await testApp.app.modules.reconciliation.reconcile()).isBalanced).toBe(true);
  }

  it('holds the SC at once and waits in activation for a 6-digit code texted to the verified phone, stored only hashed', async () => {
    const who = await player();
    const { redeemRequest, confirmation, code } = await created(who);
    expect(redeemRequest).toMatchObject({
      status: 'activation',
      paymentMethodType: 'payouts',
      paymentProvider: 'PAYOUTS',
      acknowledged: false,
      isProcess: true,
    });
    expect(confirmation).toMatchObject({
      result: 'pending',
      isOtpRequired: true,
      isOtpInvalid: false,
      isOtpSendError: false,
      otp: { phoneEnding: who.phone.slice(-2), attemptsLeft: MAX_ATTEMPTS },
    });
    expect(code).toMatch(/^\d{6}$/);
    expect((await balances(who)).wsc).toBe(100_00);
    const stored = await executeRows<{ code_hash: string }>(
      db(),
      sql`SELECT * FROM redeem_otp_challenges WHERE redeem_request_id = ${redeemRequest.withdrawRequestId}`,
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    // The answer and the player's list never carry the code.
    expect(JSON.stringify(await rowsOf(who))).not.toContain(code);
    await expectBalanced();
  });

  it('refuses without a verified phone, and refuses payouts through create-withdraw-request', async () => {
    const who = await player({ hasPhone: false });
    const response = await createRedeem(who, 100_00);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.name).toBe('OtpPhoneRequiredError');
    const bypass = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/create-withdraw-request',
      headers: { cookie: who.cookie, 'idempotency-key': randomUUID() },
      payload: {
        paymentMethodType: 'payouts',
        userPMId: 'upo_test',
        amount: 100_00,
        paymentType: 'redeem',
      },
    });
    expect(bypass.statusCode).toBe(400);
    expect((await balances(who)).wsc).toBe(200_00);
    expect(await rowsOf(who)).toEqual([]);
  });

  it('takes the right code once: the request goes to the operator; the same code again is refused', async () => {
    const who = await player();
    const { redeemRequest, code } = await created(who);
    const id = redeemRequest.withdrawRequestId;
    const right = await confirm(who, id, code);
    expect(right.statusCode, right.body).toBe(200);
    const { data } = ZRedeemConfirmationResponse.parse(right.json());
    expect(data.confirmation.result).toBe('success');
    expect(data.redeemRequest).toMatchObject({ status: 'pending', acknowledged: true });
    expect(data.redeemRequest.activationExpiresAt).toBeNull();
    const again = await confirm(who, id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.name).toBe('RedeemRequestStateError');
    expect((await ledgerMoves(id)).map((move) => move.code)).toEqual(['redemption_hold']);
    // Another player cannot confirm (or even see) it.
    const other = await player();
    expect((await confirm(other, id, code)).statusCode).toBe(404);
    expect((await resend(other, id)).statusCode).toBe(404);
  });

  it('counts wrong codes, and after the last attempt asks for a new code; the new code works', async () => {
    const who = await player();
    const { redeemRequest, code } = await created(who);
    const id = redeemRequest.withdrawRequestId;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const wrong = await confirm(who, id, wrongOf(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        name: 'InvalidOtpError',
        details: { attemptsLeft: MAX_ATTEMPTS - attempt },
      });
    }
    const spent = await confirm(who, id, code);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error).toMatchObject({
      name: 'OtpRequiredError',
      details: { reason: 'attemptsExceeded' },
    });
    // A new code only after the cooldown.
    const early = await resend(who, id);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.details.resendAvailableAt).toEqual(expect.any(String));
    clock.offsetMs += 61_000;
    try {
      const again = await resend(who, id);
      expect(again.statusCode, again.body).toBe(200);
      expect(ZRedeemConfirmationResponse.parse(again.json()).data.confirmation.otp).toMatchObject({
        attemptsLeft: MAX_ATTEMPTS,
      });
      const fresh = await codeSentTo(who.phone);
      const right = await confirm(who, id, fresh);
      expect(right.statusCode, right.body).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
    expect((await rowsOf(who))[0]?.status).toBe('pending');
  });

  it('refuses an expired code and asks for a new one', async () => {
    const who = await player();
    const { redeemRequest, code } = await created(who);
    clock.offsetMs += CODE_TTL_MS + 1_000;
    try {
      const late = await confirm(who, redeemRequest.withdrawRequestId, code);
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toMatchObject({
        name: 'OtpRequiredError',
        details: { reason: 'expired' },
      });
    } finally {
      clock.offsetMs = 0;
    }
    expect((await rowsOf(who))[0]?.status).toBe('activation');
  });

  it('answers a text that could not be sent as pending with the send error; a resend that fails answers 502', async () => {
    const who = await player();
    const sms = testApp.app.modules.sms;
    const failing = vi.spyOn(sms, 'send').mockRejectedValue(new Error('carrier down'));
    try {
      const response = await createRedeem(who, 100_00);
      expect(response.statusCode).toBe(202);
      const { data } = ZRedeemConfirmationResponse.parse(response.json());
      expect(data.confirmation).toMatchObject({
        result: 'pending',
        isOtpRequired: false,
        isOtpSendError: true,
      });
      clock.offsetMs += 61_000;
      const again = await resend(who, data.redeemRequest.withdrawRequestId);
      expect(again.statusCode).toBe(502);
      expect(again.json().error.name).toBe('FailedToSendOtpError');
    } finally {
      failing.mockRestore();
      clock.offsetMs = 0;
    }
  });

  it('two confirmations with the right code at once move the request once', async () => {
    const who = await player();
    const { redeemRequest, code } = await created(who);
    const id = redeemRequest.withdrawRequestId;
    const answers = await Promise.all([confirm(who, id, code), confirm(who, id, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await ledgerMoves(id)).map((move) => move.code)).toEqual(['redemption_hold']);
    expect((await balances(who)).wsc).toBe(100_00);
    // The expiry job, should it still run, leaves a confirmed request alone.
    await testApp.app.modules.redemption.expire(id);
    expect((await rowsOf(who))[0]?.status).toBe('pending');
    await expectBalanced();
  });

  it('expires a request that waited too long: the job returns the SC once, even racing a cancel and run twice', async () => {
    const who = await player();
    const { redeemRequest, code } = await created(who);
    const id = redeemRequest.withdrawRequestId;
    const racer = await player();
    const raced = await created(racer);
    clock.offsetMs += ACTIVATION_MS + 1_000;
    try {
      const [, cancel] = await Promise.all([
        testApp.app.jobs.runDueOnce(),
        testApp.app.inject({
          method: 'POST',
          url: `/api/user/redeem-requests/cancel/${raced.redeemRequest.withdrawRequestId}`,
          headers: { cookie: racer.cookie, 'idempotency-key': randomUUID() },
        }),
      ]);
      expect([200, 409]).toContain(cancel.statusCode);
      while ((await testApp.app.jobs.runDueOnce()) > 0);
      await testApp.app.modules.redemption.expire(id);
    } finally {
      clock.offsetMs = 0;
    }
    const [expired] = await rowsOf(who, '?getNonAcknowledged=true');
    expect(expired).toMatchObject({
      withdrawRequestId: id,
      status: 'expired',
      acknowledged: false,
    });
    expect((await balances(who)).wsc).toBe(200_00);
    expect((await ledgerMoves(id)).map((move) => move.code)).toEqual([
      'redemption_hold',
      'redemption_release',
    ]);
    expect((await balances(racer)).wsc).toBe(200_00);
    expect((await ledgerMoves(raced.redeemRequest.withdrawRequestId)).length).toBe(2);
    const late = await confirm(who, id, code);
    expect(late.statusCode).toBe(409);
    // Closing the expired dialog acknowledges it.
    const acknowledged = await testApp.app.inject({
      method: 'POST',
      url: '/api/redemptions/approval-acknowledge',
      headers: { cookie: who.cookie },
      payload: { withdrawRequestId: id },
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(await rowsOf(who, '?getNonAcknowledged=true')).toEqual([]);
    await expectBalanced();
  });

  it('a rejection carries the operator’s reason, waits for its dialog, and is acknowledged on the server', async () => {
    const who = await player();
    const { redeemRequest, code } = await created(who);
    const id = redeemRequest.withdrawRequestId;
    expect((await confirm(who, id, code)).statusCode).toBe(200);
    const rejected = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/redemptions/${id}/reject`,
      headers: { cookie: operator.cookie, 'idempotency-key': randomUUID() },
      payload: { reason: 'The bank account holder does not match your name' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [shown] = await rowsOf(who, '?getNonAcknowledged=true');
    expect(shown).toMatchObject({
      withdrawRequestId: id,
      status: 'rejected',
      acknowledged: false,
      reason: 'The bank account holder does not match your name',
    });
    expect((await balances(who)).wsc).toBe(200_00);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/redemptions/approval-acknowledge',
      headers: { cookie: who.cookie },
      payload: { withdrawRequestId: id },
    });
    expect(await rowsOf(who, '?getNonAcknowledged=true')).toEqual([]);
    await expectBalanced();
  });

  it('pushes activation, pending and expired over the domain events, through the outbox', async () => {
    const who = await player();
    const seen: string[] = [];
    const off = testApp.app.events.on('redemption.changed', (event) => {
      if (event.userId === who.userId) seen.push(event.status);
    });
    try {
      const first = await created(who);
      await confirm(who, first.redeemRequest.withdrawRequestId, first.code);
      const second = await created(who, 50_00);
      await testApp.app.modules.redemption.expire(second.redeemRequest.withdrawRequestId);
      await expect
        .poll(() => seen.toSorted())
        .toEqual(['activation', 'activation', 'expired', 'pending']);
    } finally {
      off();
    }
  });
});
