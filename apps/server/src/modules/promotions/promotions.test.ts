import {
  listPromoCodesContract,
  type TCreatePromoCodeBody,
  ZAdminPromoCode,
  ZErrorEnvelope,
  ZPromotion,
  ZRedeemPromoCodeResult,
} from '@casino/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  outboxEvents,
  outboxSubscriptions,
  playerProfiles,
  users,
} from '#src/db/schema/index';
import type { TClock } from '#src/lib/clock';
import { UNPAID_REDEMPTION_RETRY_MS } from '#src/modules/promotions/promotions.service';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const TEXTS = {
  PromoCodeInactiveError: "The promo code you've entered isn't active yet. Stay tuned!",
  PromoCodeExpiredError: 'This promo code has already expired.',
  PromoCodeAlreadyUsedByUserError: "You've already claimed this promo code.",
  PromoCodeReachedTotalLimitError:
    'Sorry, this promo code has reached its usage limit. Better luck next time!',
  PromoCodeNotExistsError:
    "The promo code you entered doesn't exist. Please double-check and try again.",
  PromoCodeNotApplicableError: 'This promo code is not applicable to your account.',
} as const;

describe('promotions', () => {
  let nowMs = Date.now();
  const clock: TClock = { now: () => new Date(nowMs) };
  let testApp: TTestApp;
  let operator: TSignedInPlayer;
  let codeNumber = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    operator = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, ['promotions.manage']);
    await testApp.database.db
      .insert(outboxSubscriptions)
      .values({ eventName: 'promo_code.redeemed', consumer: 'promotions-test' });
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  const balances = async (player: TSignedInPlayer) =>
    (await testApp.app.modules.wallet.getWallet(player.userId)).state;

  function codeBody(overrides: Partial<TCreatePromoCodeBody> = {}): TCreatePromoCodeBody {
    codeNumber += 1;
    return {
      code: `test-${codeNumber}-${Math.floor(nowMs % 100_000)}`,
      title: 'A test gift',
      gcAmount: 10_000_00,
      scAmount: 2_00,
      startsAt: new Date(nowMs - DAY_MS).toISOString(),
      endsAt: new Date(nowMs + DAY_MS).toISOString(),
      totalLimit: null,
      perPlayerLimit: 1,
      eligibility: { verifiedOnly: false, newPlayersMaxAgeDays: null, countryCodes: null },
      ...overrides,
    };
  }

  async function createCode(overrides: Partial<TCreatePromoCodeBody> = {}) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/promo-codes',
      headers: { cookie: operator.cookie },
      payload: codeBody(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return ZAdminPromoCode.parse(response.json().data);
  }

  let keyNumber = 0;
  /** A client address per call: promo calls are rate limited per client. */
  const nextAddress = () => {
    keyNumber += 1;
    return `10.77.${Math.floor(keyNumber / 250)}.${(keyNumber % 250) + 1}`;
  };
  const redeem = (player: TSignedInPlayer, promoCode: string) => {
    const remoteAddress = nextAddress();
    return testApp.app.inject({
      method: 'POST',
      url: '/api/promotion/redeem-promo-code',
      remoteAddress,
      headers: { cookie: player.cookie, 'idempotency-key': `promo-test-${keyNumber}-${nowMs}` },
      payload: { promoCode },
    });
  };
  const verify = async (player: TSignedInPlayer, promoCode: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/promotion/verify-promo-code?promoCode=${encodeURIComponent(promoCode)}`,
      remoteAddress: nextAddress(),
      headers: { cookie: player.cookie },
    });
    expect(response.statusCode).toBe(200);
    return ZPromotion.parse(response.json().data);
  };

  async function expectRefused(
    response: Awaited<ReturnType<typeof redeem>>,
    name: keyof typeof TEXTS,
    status: number,
  ) {
    expect(response.statusCode, response.body).toBe(status);
    const { error } = ZErrorEnvelope.parse(response.json());
    expect(error.name).toBe(name);
    expect(error.message).toBe(TEXTS[name]);
  }

  async function expectLedgerBalanced() {
    const report = await testApp.app.modules.reconciliation.reconcile();
    expect(report.isBalanced).toBe(true);
  }

  it('verifies and redeems a code once: GC and bonus SC paid, the event in the outbox', async () => {
    const code = await createCode({ code: `Gift-${nowMs % 100_000}` });
    const player = await createSignedInPlayer(testApp);
    expect(await verify(player, ` ${code.code.toLowerCase()} `)).toEqual({
      promoCode: code.code,
      title: 'A test gift',
      gcAmount: 10_000_00,
      scAmount: 2_00,
      invalidReason: null,
    });

    const paid = await redeem(player, code.code.toLowerCase());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(ZRedeemPromoCodeResult.parse(paid.json().data)).toEqual({
      gcCoin: 10_000_00,
      scCoin: { bsc: 2_00, psc: 0, wsc: 0 },
      totalScCoin: 2_00,
    });
    expect(await balances(player)).toEqual({ gc: 10_000_00, bsc: 2_00, psc: 0, wsc: 0 });

    const [event] = await testApp.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.eventName, 'promo_code.redeemed'),
          sql`${outboxEvents.payload}->>'userId' = ${player.userId}`,
        ),
      );
    expect(event?.payload).toMatchObject({
      triggerKey: 'AFTER_PROMO_CODE',
      userId: player.userId,
      promoCode: code.code,
      gcAmountMinor: 10_000_00,
      scAmountMinor: 2_00,
    });

    expect((await verify(player, code.code)).invalidReason).toBe('PromoCodeAlreadyUsedByUserError');
    await expectRefused(await redeem(player, code.code), 'PromoCodeAlreadyUsedByUserError', 409);
    expect(await balances(player)).toEqual({ gc: 10_000_00, bsc: 2_00, psc: 0, wsc: 0 });
    await expectLedgerBalanced();
  });

  it('pays once when two redeems race; the other is refused as already used', async () => {
    const code = await createCode();
    const player = await createSignedInPlayer(testApp);
    const answers = await Promise.all([redeem(player, code.code), redeem(player, code.code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error.name).toBe('PromoCodeAlreadyUsedByUserError');
    expect(await balances(player)).toEqual({ gc: 10_000_00, bsc: 2_00, psc: 0, wsc: 0 });
    await expectLedgerBalanced();
  });

  it('stops at the total limit, also when the last places are raced for', async () => {
    const code = await createCode({ totalLimit: 2, scAmount: 0 });
    const players = await Promise.all(
      Array.from({ length: 3 }, () => createSignedInPlayer(testApp)),
    );
    const answers = await Promise.all(players.map((player) => redeem(player, code.code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (!refused) throw new Error('none refused');
    await expectRefused(refused, 'PromoCodeReachedTotalLimitError', 409);
    const paid = await Promise.all(players.map(async (player) => (await balances(player)).gc));
    expect(paid.sort()).toEqual([0, 10_000_00, 10_000_00]);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/promo-codes',
      headers: { cookie: operator.cookie },
    });
    const { promoCodes } = listPromoCodesContract.response.parse(listed.json()).data;
    expect(promoCodes.find((item) => item.id === code.id)?.redeemedCount).toBe(2);
  });

  it('lets a player redeem up to the per-player limit', async () => {
    const code = await createCode({ perPlayerLimit: 2, scAmount: 0 });
    const player = await createSignedInPlayer(testApp);
    expect((await redeem(player, code.code)).statusCode).toBe(200);
    expect((await redeem(player, code.code)).statusCode).toBe(200);
    await expectRefused(await redeem(player, code.code), 'PromoCodeAlreadyUsedByUserError', 409);
    expect((await balances(player)).gc).toBe(20_000_00);
  });

  it('refuses a code before its start, after its end and once disabled', async () => {
    const player = await createSignedInPlayer(testApp);
    const future = await createCode({
      startsAt: new Date(nowMs + DAY_MS).toISOString(),
      endsAt: null,
    });
    expect((await verify(player, future.code)).invalidReason).toBe('PromoCodeInactiveError');
    await expectRefused(await redeem(player, future.code), 'PromoCodeInactiveError', 409);

    const ending = await createCode();
    nowMs += 2 * DAY_MS;
    try {
      expect((await verify(player, ending.code)).invalidReason).toBe('PromoCodeExpiredError');
      await expectRefused(await redeem(player, ending.code), 'PromoCodeExpiredError', 409);
      // The future code has started by now.
      expect((await redeem(player, future.code)).statusCode).toBe(200);
    } finally {
      nowMs -= 2 * DAY_MS;
    }

    const disabled = await createCode();
    const off = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/promo-codes/${disabled.id}/disable`,
      headers: { cookie: operator.cookie },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.disabledAt).not.toBeNull();
    await expectRefused(await redeem(player, disabled.code), 'PromoCodeExpiredError', 409);
    expect((await balances(player)).gc).toBe(10_000_00);
  });

  it('refuses an unknown code with 404 and a verify that says so', async () => {
    const player = await createSignedInPlayer(testApp);
    expect(await verify(player, 'NO-SUCH-CODE')).toEqual({
      promoCode: 'NO-SUCH-CODE',
      title: '',
      gcAmount: 0,
      scAmount: 0,
      invalidReason: 'PromoCodeNotExistsError',
    });
    await expectRefused(await redeem(player, 'NO-SUCH-CODE'), 'PromoCodeNotExistsError', 404);
  });

  it('applies the eligibility rules: verified only, new players only, countries', async () => {
    const player = await createSignedInPlayer(testApp);
    const verifiedOnly = await createCode({
      eligibility: { verifiedOnly: true, newPlayersMaxAgeDays: null, countryCodes: null },
    });
    await expectRefused(
      await redeem(player, verifiedOnly.code),
      'PromoCodeNotApplicableError',
      403,
    );
    await testApp.database.db
      .update(playerProfiles)
      .set({ kycStatus: 'completed' })
      .where(eq(playerProfiles.userId, player.userId));
    expect((await redeem(player, verifiedOnly.code)).statusCode).toBe(200);

    const newPlayers = await createCode({
      eligibility: { verifiedOnly: false, newPlayersMaxAgeDays: 7, countryCodes: null },
    });
    const veteran = await createSignedInPlayer(testApp);
    await testApp.database.db
      .update(users)
      .set({ createdAt: new Date(nowMs - 30 * DAY_MS) })
      .where(eq(users.id, veteran.userId));
    expect((await verify(veteran, newPlayers.code)).invalidReason).toBe(
      'PromoCodeNotApplicableError',
    );
    await expectRefused(await redeem(veteran, newPlayers.code), 'PromoCodeNotApplicableError', 403);
    expect((await redeem(player, newPlayers.code)).statusCode).toBe(200);

    const canadaOnly = await createCode({
      eligibility: { verifiedOnly: false, newPlayersMaxAgeDays: null, countryCodes: ['CA'] },
    });
    await expectRefused(await redeem(player, canadaOnly.code), 'PromoCodeNotApplicableError', 403);
    await testApp.database.db
      .update(playerProfiles)
      .set({ countryCode: 'CA' })
      .where(eq(playerProfiles.userId, player.userId));
    expect((await redeem(player, canadaOnly.code)).statusCode).toBe(200);
    expect((await balances(player)).gc).toBe(30_000_00);
  });

  it('leaves the SC part out without sc_mode_available, and refuses an SC-only code', async () => {
    const both = await createCode();
    const scOnly = await createCode({ gcAmount: 0, scAmount: 5_00 });
    const player = await createSignedInPlayer(testApp);
    await testApp.app.modules.flags.setOverride(player.userId, 'sc_mode_available', false, {
      kind: 'system',
      id: null,
    });
    expect(await verify(player, both.code)).toMatchObject({
      gcAmount: 10_000_00,
      scAmount: 0,
      invalidReason: null,
    });
    const paid = await redeem(player, both.code);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(ZRedeemPromoCodeResult.parse(paid.json().data)).toEqual({
      gcCoin: 10_000_00,
      scCoin: { bsc: 0, psc: 0, wsc: 0 },
      totalScCoin: 0,
    });
    expect(await balances(player)).toEqual({ gc: 10_000_00, bsc: 0, psc: 0, wsc: 0 });

    expect((await verify(player, scOnly.code)).invalidReason).toBe('PromoCodeNotApplicableError');
    await expectRefused(await redeem(player, scOnly.code), 'PromoCodeNotApplicableError', 403);
    expect(await balances(player)).toEqual({ gc: 10_000_00, bsc: 0, psc: 0, wsc: 0 });
    await expectLedgerBalanced();
  });

  it('pays a redemption left unpaid by a stopped process on the next attempt, once', async () => {
    const code = await createCode({ scAmount: 0 });
    const player = await createSignedInPlayer(testApp);
    vi.spyOn(testApp.app.modules.wallet, 'transfer').mockRejectedValueOnce(
      new Error('process stopped'),
    );
    expect((await redeem(player, code.code)).statusCode).toBe(500);
    expect((await balances(player)).gc).toBe(0);
    // Too soon: the first request may still be running.
    await expectRefused(await redeem(player, code.code), 'PromoCodeAlreadyUsedByUserError', 409);
    nowMs += UNPAID_REDEMPTION_RETRY_MS + 1;
    expect((await redeem(player, code.code)).statusCode).toBe(200);
    expect((await balances(player)).gc).toBe(10_000_00);
    await expectRefused(await redeem(player, code.code), 'PromoCodeAlreadyUsedByUserError', 409);
    await expectLedgerBalanced();
  });

  it('refuses a guest, a missing idempotency key and bad input without paying', async () => {
    const code = await createCode();
    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/api/promotion/redeem-promo-code',
      payload: { promoCode: code.code },
    });
    expect(guest.statusCode).toBe(401);
    const player = await createSignedInPlayer(testApp);
    const keyless = await testApp.app.inject({
      method: 'POST',
      url: '/api/promotion/redeem-promo-code',
      headers: { cookie: player.cookie },
      payload: { promoCode: code.code },
    });
    expect(keyless.statusCode).toBe(400);
    expect((await redeem(player, '   ')).statusCode).toBe(400);
    expect((await redeem(player, 'X'.repeat(33))).statusCode).toBe(400);
    expect(await balances(player)).toEqual({ gc: 0, bsc: 0, psc: 0, wsc: 0 });
  });

  describe('operator endpoints', () => {
    it('need promotions.manage', async () => {
      const player = await createSignedInPlayer(testApp);
      for (const [method, url] of [
        ['GET', '/api/admin/promo-codes'],
        ['POST', '/api/admin/promo-codes'],
        ['POST', '/api/admin/promo-codes/1/disable'],
      ] as const) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { cookie: player.cookie },
          ...(method === 'POST' && url.endsWith('codes') ? { payload: codeBody() } : {}),
        });
        expect(response.statusCode).toBe(403);
      }
    });

    it('validate a new code and refuse a duplicate', async () => {
      const post = (payload: unknown) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/admin/promo-codes',
          headers: { cookie: operator.cookie },
          payload: payload as object,
        });
      expect((await post(codeBody({ gcAmount: 0, scAmount: 0 }))).statusCode).toBe(400);
      expect((await post(codeBody({ gcAmount: -1 }))).statusCode).toBe(400);
      expect((await post(codeBody({ code: 'has space' }))).statusCode).toBe(400);
      expect((await post(codeBody({ perPlayerLimit: 0 }))).statusCode).toBe(400);
      expect(
        (await post(codeBody({ endsAt: new Date(nowMs - 2 * DAY_MS).toISOString() }))).statusCode,
      ).toBe(400);
      const body = codeBody();
      expect((await post(body)).statusCode).toBe(201);
      const twin = await post({ ...body, code: body.code.toUpperCase() });
      expect(twin.statusCode).toBe(409);
      expect(twin.json().error.name).toBe('ConflictError');
    });

    it('audit the creation and the disabling, once', async () => {
      const code = await createCode();
      const disable = () =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/admin/promo-codes/${code.id}/disable`,
          headers: { cookie: operator.cookie },
        });
      expect((await disable()).statusCode).toBe(200);
      expect((await disable()).statusCode).toBe(200);
      const rows = await testApp.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'promo_code'), eq(auditLog.targetId, String(code.id))))
        .orderBy(auditLog.id);
      expect(rows.map((row) => [row.action, row.actorId])).toEqual([
        ['promotions.code_create', operator.userId],
        ['promotions.code_disable', operator.userId],
      ]);
      expect(
        (
          await testApp.app.inject({
            method: 'POST',
            url: '/api/admin/promo-codes/999999/disable',
            headers: { cookie: operator.cookie },
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});
