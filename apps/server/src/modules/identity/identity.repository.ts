import { and, eq, gt, ne, notInArray, sql } from 'drizzle-orm';
import type { TExecutor } from '#src/db/client';
import {
  authAccounts,
  authAttempts,
  authVerifications,
  rolePermissions,
  sessions,
  users,
} from '#src/db/schema/index';

export type TAccountState = 'active' | 'inactive' | 'selfExcluded';

export interface TIdentityUser {
  id: string;
  email: string;
  emailVerified: boolean;
  accountState: TAccountState;
  selfExcludedUntil: Date | null;
  /** The union of the user's roles' permissions, as stored (checked at start-up); none for players. */
  permissions: string[];
  isThirdPartyFirstLoginPending: boolean;
  createdAt: Date;
}

const userColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  accountState: users.accountState,
  selfExcludedUntil: users.selfExcludedUntil,
  permissions: sql<string[]>`coalesce((
    SELECT array_agg(DISTINCT rp.permission ORDER BY rp.permission)
    FROM user_roles ur JOIN role_permissions rp ON rp.role_key = ur.role_key
    WHERE ur.user_id = ${users.id}), '{}')`,
  isThirdPartyFirstLoginPending: users.isThirdPartyFirstLoginPending,
  createdAt: users.createdAt,
};

export function createIdentityRepository(db: TExecutor) {
  return {
    async findUserById(userId: string): Promise<TIdentityUser | null> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async findUserByEmail(email: string): Promise<TIdentityUser | null> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.email, email));
      return row ?? null;
    },

    /** Every permission a stored role grants that is not in `known`, with its role. */
    async findUnknownRolePermissions(known: readonly string[]) {
      return db
        .select({ roleKey: rolePermissions.roleKey, permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(notInArray(rolePermissions.permission, [...known]))
        .orderBy(rolePermissions.roleKey, rolePermissions.permission);
    },

    async findLiveSession(sessionId: string, now: Date) {
      const [row] = await db
        .select({ id: sessions.id, userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
      return row ?? null;
    },

    async hasThirdPartyAccount(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: authAccounts.id })
        .from(authAccounts)
        .where(and(eq(authAccounts.userId, userId), ne(authAccounts.providerId, 'credential')))
        .limit(1);
      return rows.length > 0;
    },

    async findUserIdByAccount(providerId: string, accountId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: authAccounts.userId })
        .from(authAccounts)
        .where(and(eq(authAccounts.providerId, providerId), eq(authAccounts.accountId, accountId)));
      return row?.userId ?? null;
    },

    /** A user created by a third-party sign-in, with its linked provider account. */
    async insertThirdPartyUser(
      user: { id: string; name: string; email: string; emailVerified: boolean },
      account: { id: string; providerId: string; accountId: string },
      now: Date,
    ): Promise<void> {
      await db.insert(users).values({
        ...user,
        isThirdPartyFirstLoginPending: true,
        createdAt: now,
        updatedAt: now,
      });
      await db
        .insert(authAccounts)
        .values({ ...account, userId: user.id, createdAt: now, updatedAt: now });
    },

    async linkAccount(
      userId: string,
      account: { id: string; providerId: string; accountId: string },
      now: Date,
    ): Promise<void> {
      await db.insert(authAccounts).values({ ...account, userId, createdAt: now, updatedAt: now });
    },

    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async deleteSessionByToken(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.token, token));
    },

    async deleteSessionsOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async markEmailVerified(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerified: true, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async updateUser(
      userId: string,
      patch: Partial<
        Pick<TIdentityUser, 'accountState' | 'selfExcludedUntil' | 'isThirdPartyFirstLoginPending'>
      >,
      now: Date,
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async insertVerification(row: {
      id: string;
      identifier: string;
      value: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(authVerifications).values(row);
    },

    async findVerificationValue(identifier: string): Promise<string | null> {
      const [row] = await db
        .select({ value: authVerifications.value })
        .from(authVerifications)
        .where(eq(authVerifications.identifier, identifier));
      return row?.value ?? null;
    },

    /** Takes a one-time value: returns it and deletes it, or null when absent or expired. */
    async takeVerification(identifier: string, now: Date): Promise<string | null> {
      const [row] = await db
        .delete(authVerifications)
        .where(eq(authVerifications.identifier, identifier))
        .returning({ value: authVerifications.value, expiresAt: authVerifications.expiresAt });
      if (!row || row.expiresAt <= now) return null;
      return row.value;
    },

    /**
     * Counts one attempt in a fixed window and returns the count and when the window ends.
     * One upsert, so concurrent attempts from several processes are all counted.
     */
    async countAttempt(key: string, windowMs: number, now: Date) {
      const windowEndsAt = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(authAttempts)
        .values({ key, count: 1, windowEndsAt })
        .onConflictDoUpdate({
          target: authAttempts.key,
          set: {
            count: sql`CASE WHEN ${authAttempts.windowEndsAt} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${authAttempts.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${authAttempts.windowEndsAt} <= ${now.toISOString()}::timestamptz THEN ${windowEndsAt.toISOString()}::timestamptz ELSE ${authAttempts.windowEndsAt} END`,
          },
        })
        .returning({ count: authAttempts.count, windowEndsAt: authAttempts.windowEndsAt });
      return row ?? { count: 1, windowEndsAt };
    },

    async clearAttempts(key: string): Promise<void> {
      await db.delete(authAttempts).where(eq(authAttempts.key, key));
    },
  };
}
export type TIdentityRepository = ReturnType<typeof createIdentityRepository>;
