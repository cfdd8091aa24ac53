import { PERMISSIONS } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { rolePermissions } from '#src/db/schema/index';
import { cookieFrom, createSignedInPlayer } from '#test/helpers/players';
import { grantRole } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

/** Roles are sets of permissions in the database; admin routes check them, start-up checks them. */
let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const RECONCILIATION = '/api/admin/ledger/reconciliation';
const CORRECTIONS = '/api/admin/ledger/corrections';

describe('roles', () => {
  it('lets the seeded operator in with every permission', async () => {
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'operator@crowncasino.example', password: 'CrownAdmin1!' },
    });
    const cookie = cookieFrom(signIn.headers['set-cookie']);
    const answer = await testApp.app.inject({
      method: 'GET',
      url: RECONCILIATION,
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    const granted = await testApp.database.db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleKey, 'operator'));
    expect(granted.map((row) => row.permission).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('refuses a player lacking the permission with a 403 ForbiddenError', async () => {
    const player = await createSignedInPlayer(testApp);
    const answer = await testApp.app.inject({
      method: 'GET',
      url: RECONCILIATION,
      headers: { cookie: player.cookie },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toMatchObject({
      name: 'ForbiddenError',
      message: 'This needs the ledger.read permission',
    });
  });

  it('lets support read the ledger but not correct it', async () => {
    const agent = await createSignedInPlayer(testApp);
    await grantRole(testApp, agent.userId, 'support');
    const headers = { cookie: agent.cookie, 'idempotency-key': 'support-correction-1' };
    const read = await testApp.app.inject({ method: 'GET', url: RECONCILIATION, headers });
    expect(read.statusCode).toBe(200);
    const correct = await testApp.app.inject({
      method: 'POST',
      url: CORRECTIONS,
      headers,
      payload: { userId: agent.userId, coinType: 'GC', amountMinor: '100', reason: 'test' },
    });
    expect(correct.statusCode).toBe(403);
    expect(correct.json().error.name).toBe('ForbiddenError');
  });
});

describe('the start-up check of stored roles', () => {
  it('refuses to start, naming the role and the permission outside PERMISSIONS', async () => {
    const { db } = testApp.database;
    await db.insert(rolePermissions).values({ roleKey: 'support', permission: 'payments.read' });
    try {
      const start = async () => {
        const app = await buildApp({
          config: testApp.config,
          database: testApp.database,
          logger: pino({ level: 'silent' }),
        });
        await app.ready();
      };
      await expect(start()).rejects.toThrow(/role "support" grants "payments.read"/);
    } finally {
      await db.delete(rolePermissions).where(eq(rolePermissions.permission, 'payments.read'));
    }
  });
});
