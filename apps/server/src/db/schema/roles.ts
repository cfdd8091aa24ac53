import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Operator roles. A role is a set of permissions (`admin:<permission>` routes); an operator holds
 * the union of their roles' permissions, a player holds no role. The server refuses to start
 * when a stored permission is not one of contracts' PERMISSIONS.
 */
export const roles = pgTable('roles', {
  key: text().primaryKey(),
  name: text().notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleKey: text()
      .notNull()
      .references(() => roles.key, { onDelete: 'cascade' }),
    permission: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleKey, table.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleKey: text()
      .notNull()
      .references(() => roles.key, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleKey] }),
    index('user_roles_role_key').on(table.roleKey),
  ],
);
