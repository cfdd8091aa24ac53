import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog as auditLogTable } from '#src/db/schema/index';
import { grantPermissions } from '#test/helpers/roles';
import { createSignedInPlayer, latestMailLink, type TSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('audit log', () => {
  let testApp: TTestApp;
  let operator: TSignedInPlayer;
  let player: TSignedInPlayer;

  beforeAll(async () => {
    testApp = await createTestApp();
    operator = await createSignedInPlayer(testApp);
    player = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, [
      'config.manage',
      'ledger.manage',
      'content.manage',
      'players.manage',
      'audit.read',
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  function asOperator(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return testApp.app.inject({
      method,
      url,
      remoteAddress: '10.9.8.7',
      headers: { cookie: operator.cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  }

  async function auditLog(query: string) {
    const response = await asOperator('GET', `/api/admin/audit-log?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      entries: Array<Record<string, unknown>>;
      nextCursor: string | null;
    };
  }

  it('records an operator action with who, what, before and after', async () => {
    const set = await asOperator('PUT', '/api/admin/configs/low_balance_cc_reward', {
      value: 321_00,
    });
    expect(set.statusCode).toBe(200);
    const { entries } = await auditLog('action=config.set&limit=1');
    expect(entries[0]).toMatchObject({
      actorKind: 'operator',
      actorId: operator.userId,
      action: 'config.set',
      targetType: 'config',
      targetId: 'low_balance_cc_reward',
      after: { value: 321_00 },
      ip: '10.9.8.7',
    });
    expect(entries[0]?.before).toEqual({ value: expect.any(Number) });
    expect(entries[0]?.requestId).toEqual(expect.any(String));
  });

  it("records an operator's account action with the reason", async () => {
    const target = await createSignedInPlayer(testApp);
    const locked = await asOperator('POST', `/api/admin/players/${target.userId}/account-state`, {
      accountState: 'inactive',
      reason: 'Chargeback review',
    });
    expect(locked.statusCode).toBe(200);
    const { entries } = await auditLog(`action=account.state_set&limit=1`);
    expect(entries[0]).toMatchObject({
      actorId: operator.userId,
      targetType: 'player',
      targetId: target.userId,
      before: { accountState: 'active', selfExcludedUntil: null },
      after: { accountState: 'inactive', selfExcludedUntil: null, reason: 'Chargeback review' },
    });
  });

  it('records the security-relevant actions of a player', async () => {
    const fresh = await createSignedInPlayer(testApp);
    const excluded = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/self-exclusion',
      headers: { cookie: fresh.cookie },
      payload: { kind: 'takeBreak', durationDays: 7 },
    });
    expect(excluded.statusCode).toBe(200);
    const { entries } = await auditLog(`actorId=${fresh.userId}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'player.break_taken',
      'player.signed_in',
    ]);
    expect(entries[0]).toMatchObject({
      actorKind: 'player',
      targetId: fresh.userId,
      before: { accountState: 'active', selfExcludedUntil: null },
      after: { accountState: 'selfExcluded', selfExcludedUntil: expect.any(String) },
    });
  });

  it("records a player's password reset", async () => {
    const fresh = await createSignedInPlayer(testApp);
    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url, payload });
    await post('/api/auth/password-reset/request', { email: fresh.email });
    const link = new URL(await latestMailLink(testApp, fresh.email));
    const done = await post('/api/auth/password-reset/complete', {
      token: link.searchParams.get('resetToken'),
      newPassword: 'brand-new-1',
    });
    expect(done.statusCode).toBe(200);
    const { entries } = await auditLog(`actorId=${fresh.userId}&action=player.password_reset`);
    expect(entries).toEqual([
      expect.objectContaining({ actorKind: 'player', targetId: fresh.userId }),
    ]);
  });

  it('rolls an operator action back when its audit row is refused', async () => {
    const { operatorConfig } = testApp.app.modules;
    const before = await operatorConfig.getInteger('low_balance_cc_reward');
    // The table refuses a system actor that names a user (audit_log_actor_id).
    await expect(
      operatorConfig.setValue('low_balance_cc_reward', before + 1, { kind: 'system', id: 'x' }),
    ).rejects.toThrow();
    expect(await operatorConfig.getInteger('low_balance_cc_reward')).toBe(before);
  });

  it('rolls a ledger correction back when its audit write fails, and frees the key', async () => {
    const { db } = testApp.database;
    await db.execute(sql`CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit refused by the test'; END; $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_correction BEFORE INSERT ON audit_log
      FOR EACH ROW WHEN (NEW.action = 'ledger.correction') EXECUTE FUNCTION test_refuse_audit()`);
    const correction = {
      userId: player.userId,
      coin: 'GC',
      direction: 'credit',
      amountMinor: 5_00,
      reason: 'Goodwill, ticket 7',
    };
    const headers = { 'idempotency-key': 'audit-rollback-1' };
    const refused = await asOperator('POST', '/api/admin/ledger/corrections', correction, headers);
    expect(refused.statusCode).toBe(500);
    expect((await testApp.app.modules.wallet.getWallet(player.userId)).state.gc).toBe(0);

    await db.execute(sql`DROP TRIGGER test_refuse_correction ON audit_log`);
    const retried = await asOperator('POST', '/api/admin/ledger/corrections', correction, headers);
    expect(retried.statusCode).toBe(201);
    expect((await testApp.app.modules.wallet.getWallet(player.userId)).state.gc).toBe(5_00);
    const { entries } = await auditLog('action=ledger.correction');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: operator.userId,
      targetId: player.userId,
      before: { gc: 0 },
      after: { state: { gc: 5_00 }, metadata: { reason: 'Goodwill, ticket 7' } },
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const { db } = testApp.database;
    await expect(db.execute(sql`UPDATE audit_log SET action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const forged = await db.select().from(auditLogTable).where(eq(auditLogTable.action, 'forged'));
    expect(forged).toEqual([]);
    expect((await auditLog('limit=1')).entries).toHaveLength(1);
  });

  it('pages newest first by cursor and filters by actor and action', async () => {
    for (const slug of ['contact-us', 'contact-us', 'contact-us']) {
      const edit = await asOperator('PUT', `/api/admin/cms/${slug}`, {
        contentEn: '<p>Write to us</p>',
      });
      expect(edit.statusCode).toBe(200);
    }
    const first = await auditLog(`action=cms.page_update&actorId=${operator.userId}&limit=2`);
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).toBe(first.entries[1]?.id);
    const second = await auditLog(`action=cms.page_update&limit=2&cursor=${first.nextCursor}`);
    expect(second.entries).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await auditLog('actorKind=system&action=cms.page_update')).entries).toEqual([]);
    expect((await asOperator('GET', '/api/admin/audit-log?cursor=0')).statusCode).toBe(400);
  });

  it('is for operators holding audit.read only', async () => {
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log' });
    expect(guest.statusCode).toBe(401);
    const asPlayer = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: { cookie: player.cookie },
    });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().error.name).toBe('ForbiddenError');
  });
});
