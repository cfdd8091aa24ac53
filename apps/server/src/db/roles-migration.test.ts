import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, wrapPglite, type TDatabaseHandle } from '#src/db/client';
import { migrationsFolder } from '#src/db/migrate';
import { rolePermissions, userRoles } from '#src/db/schema/index';

/**
 * Migration 0012 moves operators from `users.permissions` to roles: a database migrated up to
 * 0011 with an operator and a player keeps the operator an operator, and the player role-less.
 */
let handle: TDatabaseHandle;
let beforeRoles: string;
beforeAll(async () => {
  beforeRoles = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0011-'));
  await fs.cp(migrationsFolder(), beforeRoles, { recursive: true });
  const journalPath = path.join(beforeRoles, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0012');
  await fs.writeFile(journalPath, JSON.stringify(journal));
  handle = wrapPglite(await openPglite({}));
}, 120_000);
afterAll(async () => {
  await handle.close();
  await fs.rm(beforeRoles, { recursive: true, force: true });
});

describe('migration 0012 (roles)', () => {
  it('gives the operator role to every user who held permissions', async () => {
    const db = handle.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: beforeRoles });
    await handle.db.execute(sql`
      INSERT INTO users (id, name, email, permissions) VALUES
        ('op', 'Op', 'op@example.com', ARRAY['players.read', 'ledger.manage']),
        ('pl', 'Pl', 'pl@example.com', '{}')`);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const held = await handle.db.select().from(userRoles);
    expect(held).toEqual([{ userId: 'op', roleKey: 'operator' }]);
    const support = await handle.db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleKey, 'support'))
      .orderBy(rolePermissions.permission);
    expect(support.map((row) => row.permission)).toEqual([
      'audit.read',
      'ledger.read',
      'players.read',
    ]);
  });
});
