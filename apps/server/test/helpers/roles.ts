import { randomBytes } from 'node:crypto';
import type { TPermission } from '@casino/contracts';
import { rolePermissions, roles, userRoles } from '#src/db/schema/index';
import type { TTestApp } from '#test/helpers/test-app';

/** Gives a user a new role holding exactly these permissions (a role of its own). */
export async function grantPermissions(
  testApp: TTestApp,
  userId: string,
  permissions: readonly TPermission[],
): Promise<void> {
  const roleKey = `test-${randomBytes(6).toString('hex')}`;
  await testApp.database.db.transaction(async (tx) => {
    await tx.insert(roles).values({ key: roleKey, name: roleKey });
    await tx
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ roleKey, permission })));
    await tx.insert(userRoles).values({ userId, roleKey });
  });
}

/** Gives a user one of the roles every installation starts with (migration 0012). */
export async function grantRole(
  testApp: TTestApp,
  userId: string,
  roleKey: 'operator' | 'support',
): Promise<void> {
  await testApp.database.db.insert(userRoles).values({ userId, roleKey });
}
