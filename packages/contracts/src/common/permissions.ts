/**
 * Every operator permission a route may require (`admin:<permission>`). Roles in the database
 * are sets of these; the server refuses to start when a stored role names anything else.
 */
export const PERMISSIONS = [
  'players.read',
  'players.manage',
  'ledger.read',
  'ledger.manage',
  'config.manage',
  'content.manage',
  'flags.manage',
  'audit.read',
  'promotions.manage',
  'redemptions.manage',
  'missions.manage',
  'events.manage',
] as const;

export type TPermission = (typeof PERMISSIONS)[number];

/** A route's access policy for operators. */
export type TAdminAccess = `admin:${TPermission}`;

export function isPermission(value: string): value is TPermission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
