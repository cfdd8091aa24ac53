import { randomUUID } from 'node:crypto';
import {
  CONFIG_KEYS,
  type TDomainEvents,
  ZClaimReferralBonusResponse,
  ZGetReferralBonusNotificationsResponse,
  ZGetReferralsByReferrerResponse,
  type TReferralsByReferrer,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows } from '#src/db/client';
import { insertOddPlayers, writeRounds, oddLostRounds } from '#src/db/json-rows.test-support';
import { outboxInsert } from '#src/db/outbox';
import { maskEmail } from '#src/modules/referral/referral.service';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

const SYSTEM = { kind: 'system' as const, id: null };

// Every test signs several players up (argon2 hashing) and plays rounds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('referral', () => {
  let testApp: TTestApp;
  let gameId: number;
  beforeAll(async () => {
    // The test delivers the outbox itself (dispatchOnce), so no poller runs beside it.
    testApp = await createTestApp({ env: { OUTBOX_POLL_MS: '0' } });
    const [game] = await executeRows<{ id: unknown }>(
      testApp.database.db,
      sql`SELECT id FROM games WHERE engine_key = 'classic-3reel' ORDER BY id LIMIT 1`,
    );
    gameId = Number(game?.id);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, player: TSignedInPlayer, ip = '198.51.100.1') =>
    testApp.app.inject({
      method: 'GET',
      url,
      remoteAddress: ip,
      headers: { cookie: player.cookie },
    });
  const claim = (player: TSignedInPlayer, bonusIds: number[], key = randomUUID()) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/referral/claim-bonus',
      headers: { cookie: player.cookie, 'idempotency-key': key },
      payload: { bonusIds },
    });
  const setQualifyingPlay = (amountMinor: number) =>
    testApp.app.modules.operatorConfig.setValue(
      CONFIG_KEYS.referralQualifyingPlayGc,
      amountMinor,
      SYSTEM,
    );

  async function byReferrer(player: TSignedInPlayer, ip?: string): Promise<TReferralsByReferrer> {
    const response = await get('/api/user/referral/by-referrer', player, ip);
    expect(response.statusCode).toBe(200);
    return ZGetReferralsByReferrerResponse.parse(response.json()).data;
  }

  /** A referrer who read their link from `ip`, and the invite code. */
  async function referrerWithCode(ip: string) {
    const referrer = await createSignedInPlayer(testApp, { ip });
    const { uniqueId } = await byReferrer(referrer, ip);
    return { referrer, code: uniqueId };
  }

  /** Plays GC rounds for the friend (after the welcome bonus) and delivers the outbox. */
  async function play(friend: TSignedInPlayer, rounds: number) {
    await testApp.app.modules.welcomeBonus.claimOnFirstRead(friend.userId);
    for (let round = 0; round < rounds; round += 1) {
      await testApp.app.modules.rgs.play(friend.userId, {
        gameId,
        coin: 'GC',
        betLevel: 0,
        idempotencyKey: randomUUID(),
      });
    }
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
  }

  const balances = async (player: TSignedInPlayer) =>
    (await testApp.app.modules.wallet.getWallet(player.userId)).state;

  it('refuses guests', async () => {
    for (const url of [
      '/api/user/referral/by-referrer',
      '/api/user/referral/bonus-notifications',
    ]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('gives each player one stable invite code', async () => {
    const { referrer, code } = await referrerWithCode('198.51.100.10');
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await byReferrer(referrer)).uniqueId).toBe(code);
    expect(maskEmail('friend@example.com')).toBe('fr***@example.com');
  });

  it('attributes a sign-up and does not pay while the friend has not played enough', async () => {
    await setQualifyingPlay(1_000_000_000_00);
    const { referrer, code } = await referrerWithCode('198.51.100.20');
    const friend = await createSignedInPlayer(testApp, {
      ip: '198.51.100.21',
      signUp: { referrerCode: code, deviceId: randomUUID() },
    });
    const before = await byReferrer(referrer);
    expect(before.friends).toEqual([
      { maskedEmail: maskEmail(friend.email), status: 'playing', joinedAt: expect.any(String) },
    ]);
    await play(friend, 2);
    const after = await byReferrer(referrer);
    expect(after.friends[0]?.status).toBe('playing');
    expect(after.rows).toEqual([]);
    const notifications = await get('/api/user/referral/bonus-notifications', referrer);
    expect(ZGetReferralBonusNotificationsResponse.parse(notifications.json()).data).toEqual({
      notificationsCount: 0,
    });
  });

  it('pays the referrer once the friend qualifies, and only once', async () => {
    await setQualifyingPlay(1);
    const { referrer, code } = await referrerWithCode('198.51.100.25');
    const friend = await createSignedInPlayer(testApp, {
      ip: '198.51.100.26',
      signUp: { referrerCode: code, deviceId: randomUUID() },
    });
    await play(friend, 1);
    const after = await byReferrer(referrer);
    expect(after.friends[0]?.status).toBe('qualified');
    expect(after.rows).toEqual([
      {
        bonusId: expect.any(Number),
        gcAmount: 50_000_00,
        scAmount: 5_00,
        bonusCreatedAt: expect.any(String),
        isBonusClaimed: false,
      },
    ]);
    expect((await get('/api/user/referral/bonus-notifications', referrer)).json()).toEqual({
      data: { notificationsCount: 1 },
    });
    // Later rounds add no second bonus.
    await play(friend, 1);
    expect((await byReferrer(referrer)).rows).toHaveLength(1);

    const bonusId = after.rows[0]?.bonusId ?? 0;
    const before = await balances(referrer);
    const paid = await claim(referrer, [bonusId]);
    expect(paid.statusCode).toBe(200);
    expect(ZClaimReferralBonusResponse.parse(paid.json()).data).toEqual({
      gcAmount: 50_000_00,
      scAmount: 5_00,
    });
    const now = await balances(referrer);
    expect(now.gc - before.gc).toBe(50_000_00);
    expect(now.bsc - before.bsc).toBe(5_00);
    expect((await byReferrer(referrer)).rows[0]?.isBonusClaimed).toBe(true);
    expect((await get('/api/user/referral/bonus-notifications', referrer)).json()).toEqual({
      data: { notificationsCount: 0 },
    });
    const again = await claim(referrer, [bonusId]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.name).toBe('ReferralBonusAlreadyClaimedError');
    expect(await balances(referrer)).toEqual(now);
  });

  it("counts one batch of several friends' GC bets, each to its own referral", async () => {
    const [referrer = '', quick = '', slow = '', uninvited = ''] = await insertOddPlayers(
      testApp.database.db,
      4,
    );
    for (const [friend, qualifyingPlay] of [
      [quick, 1_000_00],
      [slow, 10_000_00],
    ] as const) {
      await testApp.database.db.execute(
        sql`INSERT INTO referrals (referrer_id, friend_id, status, qualifying_play_gc_minor,
              bonus_gc_minor, bonus_sc_minor)
            VALUES (${referrer}, ${friend}, 'pending', ${qualifyingPlay}, ${50_000_00}, ${5_00})`,
      );
    }
    const at = new Date().toISOString();
    const rounds = oddLostRounds(
      [
        [quick, 'GC', 600_00],
        [slow, 'GC', 300_00],
        [quick, 'SC', 10_000_00],
        [uninvited, 'GC', 100_00],
        [quick, 'GC', 500_00],
      ],
      () => at,
    );
    await writeRounds(testApp.database.db, 'referral-qualification', rounds);
    while ((await testApp.app.outbox.dispatchOnce()) > 0);

    const referrals = await executeRows<{ friend_id: string; status: string; played: unknown }>(
      testApp.database.db,
      sql`SELECT friend_id, status, played_gc_minor AS played FROM referrals
          WHERE referrer_id = ${referrer}`,
    );
    expect(
      referrals
        .map((row) => ({ friend: row.friend_id, status: row.status, played: Number(row.played) }))
        .sort((one, other) => one.played - other.played),
    ).toEqual([
      { friend: slow, status: 'pending', played: 300_00 },
      { friend: quick, status: 'qualified', played: 1_100_00 },
    ]);
    const bonuses = await executeRows<{ gc: unknown; sc: unknown }>(
      testApp.database.db,
      sql`SELECT gc_amount_minor AS gc, sc_amount_minor AS sc FROM referral_bonuses
          WHERE referrer_id = ${referrer}`,
    );
    expect(bonuses.map((row) => [Number(row.gc), Number(row.sc)])).toEqual([[50_000_00, 5_00]]);
  });

  it('qualifies the friend on a first credited purchase, once however often it is told', async () => {
    await setQualifyingPlay(1_000_000_000_00);
    const { referrer, code } = await referrerWithCode('198.51.100.27');
    const friend = await createSignedInPlayer(testApp, {
      ip: '198.51.100.28',
      signUp: { referrerCode: code, deviceId: randomUUID() },
    });
    // What the payments module writes in the transaction that credits an order.
    const purchased = (merchantRefNum: string) =>
      testApp.database.db.transaction(async (tx) => {
        const event: TDomainEvents['purchase.completed'] = {
          userId: friend.userId,
          merchantRefNum,
          provider: 'card',
          packageId: 1,
          amountMinor: 9_99,
          currencyCode: 'USD',
          gcAmountMinor: 100_000_00,
          scAmountMinor: 10_00,
          creditedAt: new Date().toISOString(),
        };
        await tx.execute(
          outboxInsert(
            'purchase.completed',
            sql`${merchantRefNum}`,
            sql`${JSON.stringify(event)}::jsonb`,
          ),
        );
      });
    await Promise.all([purchased('po_first'), purchased('po_second')]);
    await play(friend, 1);
    const state = await byReferrer(referrer);
    expect(state.friends[0]?.status).toBe('qualified');
    expect(state.rows).toEqual([
      expect.objectContaining({ gcAmount: 50_000_00, scAmount: 5_00, isBonusClaimed: false }),
    ]);
    await purchased('po_third');
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
    expect((await byReferrer(referrer)).rows).toHaveLength(1);
  });

  it('does not qualify a refused referral by a purchase', async () => {
    const { referrer, code } = await referrerWithCode('198.51.100.29');
    const friend = await createSignedInPlayer(testApp, {
      ip: '198.51.100.29',
      signUp: { referrerCode: code, deviceId: randomUUID() },
    });
    await testApp.database.db.transaction(async (tx) => {
      await tx.execute(
        outboxInsert(
          'purchase.completed',
          sql`'po_refused'`,
          sql`${JSON.stringify({ userId: friend.userId })}::jsonb`,
        ),
      );
    });
    while ((await testApp.app.outbox.dispatchOnce()) > 0);
    const state = await byReferrer(referrer);
    expect(state.friends.map((entry) => entry.status)).toEqual(['notEligible']);
    expect(state.rows).toEqual([]);
  });

  it('pays once when claims race, and refuses another player’s bonus', async () => {
    await setQualifyingPlay(1);
    const { referrer, code } = await referrerWithCode('198.51.100.30');
    const friend = await createSignedInPlayer(testApp, {
      ip: '198.51.100.31',
      signUp: { referrerCode: code, deviceId: randomUUID() },
    });
    await play(friend, 1);
    const [row] = (await byReferrer(referrer)).rows;
    const bonusId = row?.bonusId ?? 0;

    const stranger = await createSignedInPlayer(testApp, { ip: '198.51.100.32' });
    const foreign = await claim(stranger, [bonusId]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.name).toBe('ReferralBonusNotFoundError');

    const before = await balances(referrer);
    const answers = await Promise.all(Array.from({ length: 4 }, () => claim(referrer, [bonusId])));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const after = await balances(referrer);
    expect(after.gc - before.gc).toBe(50_000_00);
    expect(after.bsc - before.bsc).toBe(5_00);
    const report = await testApp.app.modules.reconciliation.reconcile();
    expect(report.isBalanced).toBe(true);
  });

  it('refuses a self-referral: the friend signs up from the referrer’s address', async () => {
    await setQualifyingPlay(1);
    const { referrer, code } = await referrerWithCode('198.51.100.40');
    const friend = await createSignedInPlayer(testApp, {
      ip: '198.51.100.40',
      signUp: { referrerCode: code, deviceId: randomUUID() },
    });
    await play(friend, 1);
    const state = await byReferrer(referrer);
    expect(state.friends.map((entry) => entry.status)).toEqual(['notEligible']);
    expect(state.rows).toEqual([]);
  });

  it('refuses a second account from the same device or the same address', async () => {
    await setQualifyingPlay(1);
    const { referrer, code } = await referrerWithCode('198.51.100.50');
    const deviceId = randomUUID();
    await createSignedInPlayer(testApp, { ip: '198.51.100.51', signUp: { deviceId } });
    const sameDevice = await createSignedInPlayer(testApp, {
      ip: '198.51.100.52',
      signUp: { referrerCode: code, deviceId },
    });
    await createSignedInPlayer(testApp, { ip: '198.51.100.53' });
    const sameAddress = await createSignedInPlayer(testApp, {
      ip: '198.51.100.53',
      signUp: { referrerCode: code, deviceId: randomUUID() },
    });
    await play(sameDevice, 1);
    await play(sameAddress, 1);
    const state = await byReferrer(referrer);
    expect(state.friends.map((entry) => entry.status)).toEqual(['notEligible', 'notEligible']);
    expect(state.rows).toEqual([]);
  });

  it('ignores an unknown invite code and refuses a malformed one', async () => {
    const friend = await createSignedInPlayer(testApp, { signUp: { referrerCode: 'NOSUCHCODE' } });
    expect(friend.userId).toBeTruthy();
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        email: `bad-${randomUUID()}@example.com`,
        password: 'correct-horse-9',
        isAgeConfirmed: true,
        isTermsAccepted: true,
        referrerCode: '<script>',
      },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a claim without an idempotency key or with bad ids, moving nothing', async () => {
    const player = await createSignedInPlayer(testApp);
    const noKey = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/referral/claim-bonus',
      headers: { cookie: player.cookie },
      payload: { bonusIds: [1] },
    });
    expect(noKey.statusCode).toBe(400);
    expect((await claim(player, [])).statusCode).toBe(400);
  });
});
