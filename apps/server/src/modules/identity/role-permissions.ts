import { PERMISSIONS } from '@casino/contracts';
import type { TIdentityRepository } from '#src/modules/identity/identity.repository';

export class UnknownPermissionError extends Error {
  override name = 'UnknownPermissionError';
}

/**
 * Start-up check: every permission a stored role grants is one of contracts' PERMISSIONS, so an
 * `admin:<permission>` route and the roles in the database speak the same names. A role granting
 * anything else (a typo, a permission since removed) stops the server, naming the role.
 */
export async function assertKnownRolePermissions(
  repository: Pick<TIdentityRepository, 'findUnknownRolePermissions'>,
): Promise<void> {
  const unknown = await repository.findUnknownRolePermissions(PERMISSIONS);
  if (unknown.length === 0) return;
  const list = unknown.map(({ roleKey, permission }) => `role "${roleKey}" grants "${permission}"`);
  throw new UnknownPermissionError(
    `Stored roles grant permissions that are not in PERMISSIONS (packages/contracts): ${list.join(', ')}. ` +
      'Fix the role_permissions rows or add the permission to contracts.',
  );
}
